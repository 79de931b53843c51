@_spi(Fuzzing) import CollateKit
import Foundation
import Testing

/// The fuzz targets' seed corpus (`Fuzz/Corpus/TARGET/`) and every input
/// fuzzing found a bug with (`Fuzz/Regressions/TARGET/`), run through the
/// same entry points as the libFuzzer executables, without sanitizers: the
/// corpus is a regression suite too.
struct FuzzCorpusTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    /// Inputs that still break an invariant: bugs whose fix belongs to code
    /// being changed elsewhere, each with its own `withKnownIssue` test.
    static let knownBugs: Set<String> = []

    static func inputs(of target: FuzzTarget) -> [String] {
        ["Corpus", "Regressions"].flatMap { folder in
            let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target.rawValue)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { "\(folder)/\(target.rawValue)/\($0)" }
        }
    }

    static func violations(_ target: FuzzTarget, _ path: String) throws -> [String] {
        let bytes = try [UInt8](Data(contentsOf: fuzzDirectory.appendingPathComponent(path)))
        return bytes.withUnsafeBufferPointer { target.run($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyInputKeepsTheInvariants(_ target: FuzzTarget) throws {
        let inputs = Self.inputs(of: target)
        #expect(inputs.contains { $0.hasPrefix("Corpus/") }, "no seed corpus for \(target.rawValue)")
        for path in inputs where !Self.knownBugs.contains(path.split(separator: "/", maxSplits: 1)[1].description) {
            #expect(try Self.violations(target, path) == [], "\(path)")
        }
    }
}
