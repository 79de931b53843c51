@_spi(Fuzzing) import CollateKit
import Foundation
import FuzzDriver

/// The target this executable fuzzes; set once, before libFuzzer starts.
nonisolated(unsafe) private var target = FuzzTarget.csv

/// Runs libFuzzer over `fuzzTarget` with the command line's arguments: a
/// target's main.swift is this one call.
@_spi(Fuzzing) public func runLibFuzzer(_ fuzzTarget: FuzzTarget) -> Never {
    target = fuzzTarget
    exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv))
}

/// libFuzzer's callback: runs the target's entry point, and stops the run
/// when it reports broken invariants (other than known bugs, `KnownBugs`),
/// so that libFuzzer keeps the input that did it.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let violations = target.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size))
    let new = violations.filter { !KnownBugs.tolerates($0) }
    if !new.isEmpty {
        FileHandle.standardError.write(Data("invariant broken: \(new.joined(separator: "\n"))\n".utf8))
        abort()
    }
    return 0
}
