// transliteration-check: LatinSegments (Any-Latin by words, or by Han
// character) against whole-string Any-Latin over every distinct line of
// the given corpora. Benchmarks/run calls it; it exits 1 on any difference.
//
//   transliteration-check <file>...
import Foundation

var failed = false
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("transliteration-check: cannot read \(path)\n".utf8))
        exit(2)
    }
    let lines = data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    let report = LatinSegmentsVerification.check(lines)
    print("\(URL(fileURLWithPath: path).lastPathComponent): \(report.distinct) distinct lines, \(report.split) split "
          + "into \(report.distinctPieces) distinct pieces, \(report.differences.count) differences")
    for difference in report.differences.prefix(20) { print("  differs: \(difference)") }
    failed = failed || !report.differences.isEmpty
}
exit(failed ? 1 : 0)
