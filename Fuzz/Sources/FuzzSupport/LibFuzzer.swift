import Foundation
import FuzzDriver

/// Stops the run when an entry point reports broken invariants (other
/// than known bugs, `KnownBugs`): libFuzzer keeps the input that did it.
public func check(_ violations: [String]) {
    let new = violations.filter { !KnownBugs.tolerates($0) }
    guard !new.isEmpty else { return }
    FileHandle.standardError.write(Data("invariant broken: \(new.joined(separator: "\n"))\n".utf8))
    abort()
}

/// Runs libFuzzer over the target's `LLVMFuzzerTestOneInput` with the
/// command line's arguments; a target's main.swift calls it last.
public func runLibFuzzer() -> Never {
    exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv))
}
