// transliteration-check: LatinSegments (Any-Latin by words, or by Han
// character) against whole-string Any-Latin over every distinct line of
// the given corpora; with --transform, a table transform's shortcuts (texts
// outside its reach kept, Han text by its characters' readings in one pass
// or by Han pieces) against the transform of each whole line; with
// --readings, Japanese readings' shortcuts (MeCab's best path walked,
// hiragana by character) against MeCab's writer and ICU's Katakana-Hiragana
// of the whole reading. Benchmarks/run calls it; it exits 1 on any
// difference, 3 when --readings finds MeCab unavailable.
//
//   transliteration-check <file>...
//   transliteration-check --transform <ID> <file>...
//   transliteration-check --readings <file>...
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var transform: String?
var readings = false
if arguments.first == "--readings" {
    readings = true
    arguments.removeFirst()
} else if arguments.first == "--transform", arguments.count > 1 {
    transform = arguments[1]
    arguments.removeFirst(2)
}
var failed = false
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("transliteration-check: cannot read \(path)\n".utf8))
        exit(2)
    }
    let lines = data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
    let name = URL(fileURLWithPath: path).lastPathComponent
    let differences: [String]
    if readings {
        guard let report = ReadingsVerification.check(lines) else {
            print("transliteration-check: MeCab is unavailable")
            exit(3)
        }
        print("\(name), readings: \(report.distinct) distinct lines, \(report.joined) joined by character, "
              + "\(report.differences.count) differences")
        differences = report.differences
    } else if let transform {
        let report = TransformVerification.check(lines, transform: transform)
        print("\(name), \(transform): \(report.distinct) distinct lines, \(report.unchanged) outside its reach (kept), "
              + "\(report.split) split into Han pieces, \(report.differences.count) differences")
        differences = report.differences
    } else {
        let report = LatinSegmentsVerification.check(lines)
        print("\(name): \(report.distinct) distinct lines, \(report.split) split "
              + "into \(report.distinctPieces) distinct pieces, \(report.byLetters) written letter by letter, \(report.byPositions) position by position, "
              + "\(report.differences.count) differences")
        differences = report.differences
    }
    for difference in differences.prefix(20) { print("  differs: \(difference)") }
    failed = failed || !differences.isEmpty
}
exit(failed ? 1 : 0)
