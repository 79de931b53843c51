// library-benchmark: the IndexedCollation library alone, without the CLI's
// reading and printing. Benchmarks/run calls it and merges its JSON.
//
//   library-benchmark --locale ru --same <file> --mixed <file> [--latin <file>] [--international <file>] [--runs 3]
//   library-benchmark --only contacts|live-list|comparators [--runs 3]   (the contact list alone)
//
// Prints one JSON object: for each measurement, the samples and their
// min/median/max. Each sample is one full pass (construction, a loop of
// section(for:) calls, one sortedArray or sections call over every record).
import Foundation
import IndexedCollation

struct Person: Sendable {
    let name: String
}

func arguments() -> [String: String] {
    var result: [String: String] = [:]
    var words = CommandLine.arguments.dropFirst()
    while let word = words.popFirst() {
        guard word.hasPrefix("--"), let value = words.popFirst() else {
            FileHandle.standardError.write(Data("library-benchmark: bad argument \(word)\n".utf8))
            exit(2)
        }
        result[String(word.dropFirst(2))] = value
    }
    return result
}

func readLines(_ path: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("library-benchmark: cannot read \(path)\n".utf8))
        exit(1)
    }
    return data.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
}

/// A small seeded generator (SplitMix64), so that every run sorts the same names.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Chinese contacts built from common surnames and given-name characters,
/// the same on every run.
struct ChineseContact: Sendable {
    let name: ContactName
}

func chineseContacts(count: Int) -> [ChineseContact] {
    let surnames = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
    let given = Array("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红")
    return (0..<count).map { index in
        let name = String(given[(index / surnames.count) % given.count]) + String(given[(index * 7) % given.count])
        return ChineseContact(name: ContactName(givenName: name, familyName: String(surnames[index % surnames.count])))
    }
}

/// Keeps results alive so the optimizer cannot drop the work.
nonisolated(unsafe) var sink = 0

struct Measurement: Encodable {
    let name: String
    let unit: String
    let samples: [Double]
    let min: Double
    let median: Double
    let max: Double
    let note: String

    init(_ name: String, unit: String, samples: [Double], note: String = "") {
        let sorted = samples.sorted()
        self.name = name
        self.unit = unit
        self.samples = samples
        self.min = sorted.first ?? 0
        self.median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        self.max = sorted.last ?? 0
        self.note = note
    }
}

let options = arguments()
let locale = options["locale"] ?? "ru"
let runs = Int(options["runs"] ?? "3") ?? 3
var results: [Measurement] = []

// 50,000 Chinese contacts filed once, in this process's first call (run
// each way in a fresh process: Benchmarks/run compares the two): through
// `ContactName` (`--fresh-chinese contact-names`) or as the same names in
// two string key paths (`--fresh-chinese string-paths`), family then given.
if let way = options["fresh-chinese"] {
    struct TwoStrings { let family: String; let given: String }
    // Given names of one or two characters drawn from 3,000 of the URO (a
    // seeded generator), family names from the surnames above: mostly new
    // names, as another user's address book is.
    var generator = SplitMix(seed: 43)
    let surnames = chineseContacts(count: 100).map { $0.name.familyName ?? "" }
    func character() -> String { String(Unicode.Scalar(0x4E00 + UInt32(generator.next() % 3_000) * 7)!) }
    let contacts = (0..<50_000).map { index in
        let given = generator.next() % 4 == 0 ? character() : character() + character()
        return ChineseContact(name: ContactName(givenName: given, familyName: surnames[Int(generator.next() % 100)]))
    }
    let elapsed: Double
    switch way {
    case "contact-names":
        elapsed = try seconds { sink &+= try LocalizedIndexedCollation(locale: "zh-Hans").sections(of: contacts, by: \.name).count }
    case "string-paths":
        let strings = contacts.map { TwoStrings(family: $0.name.familyName ?? "", given: $0.name.givenName ?? "") }
        elapsed = try seconds {
            sink &+= try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: true))
                .sections(of: strings, by: \.family, then: [\.given]).count
        }
    default:
        FileHandle.standardError.write(Data("library-benchmark: --fresh-chinese contact-names|string-paths\n".utf8))
        exit(2)
    }
    print(String(format: "%.4f", elapsed))
    exit(0)
}

if let only = options["only"] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(try contactMeasurements(runs: runs, only: only)), as: UTF8.self))
    exit(0)
}

// Building a LocalizedIndexedCollation. The first one in the process also opens ICU's
// collation data; later ones find it cached by ICU.
for id in ["en", locale, "zh-Hant"] where id != "en" || locale != "en" {
    let first = try seconds { sink &+= try LocalizedIndexedCollation(locale: id).sectionTitles.count }
    var warm: [Double] = []
    for _ in 0..<max(runs, 10) {
        warm.append(try seconds { sink &+= try LocalizedIndexedCollation(locale: id).sectionTitles.count } * 1e3)
    }
    results.append(Measurement("init(locale: \"\(id)\")", unit: "ms", samples: warm, note: "first in process: \(String(format: "%.1f", first * 1e3)) ms"))
}

let collation = try LocalizedIndexedCollation(locale: locale)

// section(for:) per call, over names of the table's own alphabet and over
// mixed-script names (those are transliterated on every call: there is no
// cache across calls).
if let path = options["same"] {
    let names = Array(readLines(path).prefix(200_000))
    var samples: [Double] = []
    for _ in 0..<max(runs, 5) {
        let elapsed = seconds { for name in names { sink &+= collation.section(for: name) } }
        samples.append(elapsed / Double(names.count) * 1e9)
    }
    results.append(Measurement("section(for:) in range", unit: "ns/call", samples: samples, note: "\(names.count) names of \(path.split(separator: "/").last!)"))
}
if let path = options["mixed"] {
    let names = Array(readLines(path).prefix(20_000))
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = seconds { for name in names { sink &+= collation.section(for: name) } }
        samples.append(elapsed / Double(names.count) * 1e9)
    }
    results.append(Measurement("section(for:) mixed scripts", unit: "ns/call", samples: samples, note: "\(names.count) names of \(path.split(separator: "/").last!)"))
}

// sortedArray and sections over every record of each corpus.
for (label, key) in [("same-script", "same"), ("mixed-script", "mixed")] {
    guard let path = options[key] else { continue }
    let people = readLines(path).map(Person.init)
    var sorting: [Double] = [], sectioning: [Double] = []
    for _ in 0..<runs {
        sorting.append(seconds { sink &+= collation.sortedArray(from: people, collationStringKeyPath: \.name).count })
        sectioning.append(seconds { sink &+= collation.sections(of: people, by: \.name).count })
    }
    results.append(Measurement("sortedArray, \(label)", unit: "s", samples: sorting, note: "\(people.count) records"))
    results.append(Measurement("sections(of:by:), \(label)", unit: "s", samples: sectioning, note: "\(people.count) records"))
}

// An app's contact list (ContactBenchmarks.swift): a live list of 50,000
// contacts changed one at a time, with and without the previous snapshot
// held, and every comparator form against sortedArray.
results += try contactMeasurements(runs: runs)

// The same 50,000 distinct Latin names under `de` and under `zh-Hans`, whose
// table transform (Han-Latin) cannot change them: the ratio is what the
// transform's reach is judged by (at most 3).
if let path = options["latin"] {
    let people = readLines(path).prefix(50_000).map(Person.init)
    var medians: [String: (sorting: Double, sectioning: Double)] = [:]
    for id in ["de", "zh-Hans"] {
        let table = try LocalizedIndexedCollation(locale: id)
        var sorting: [Double] = [], sectioning: [Double] = []
        for _ in 0..<runs {
            sorting.append(seconds { sink &+= table.sortedArray(from: people, collationStringKeyPath: \.name).count })
            sectioning.append(seconds { sink &+= table.sections(of: people, by: \.name).count })
        }
        let sorted = Measurement("sortedArray, 50,000 Latin names (\(id))", unit: "s", samples: sorting)
        let sectioned = Measurement("sections(of:by:), 50,000 Latin names (\(id))", unit: "s", samples: sectioning)
        results += [sorted, sectioned]
        medians[id] = (sorted.median, sectioned.median)
    }
    if let de = medians["de"], let zh = medians["zh-Hans"] {
        results.append(Measurement("zh-Hans ÷ de, sortedArray of 50,000 Latin names", unit: "ratio", samples: [zh.sorting / de.sorting], note: "target: at most 3"))
        results.append(Measurement("zh-Hans ÷ de, sections(of:by:) of 50,000 Latin names", unit: "ratio", samples: [zh.sectioning / de.sectioning], note: "target: at most 3"))
    }
}

// A server answering two requests for the same 50,000 international
// contacts: each request makes its collation and its sections, as a
// request handler would; the second ÷ the first is what reuse is judged by.
if let path = options["international"] {
    let people = readLines(path).prefix(50_000).map(Person.init)
    let requests = (0..<2).map { _ in
        seconds { sink &+= ((try? LocalizedIndexedCollation(locale: locale))?.sections(of: people, by: \.name).count ?? 0) }
    }
    results.append(Measurement("first request, 50,000 international contacts (\(locale))", unit: "s", samples: [requests[0]]))
    results.append(Measurement("second request, 50,000 international contacts (\(locale))", unit: "s", samples: [requests[1]]))
    results.append(Measurement("second ÷ first request, 50,000 international contacts", unit: "ratio", samples: [requests[1] / requests[0]], note: "target: at most 0.3"))
}

// A server that makes its collation per request and files 2,000 Chinese
// contacts (`ContactName`, read as person names): each request after the
// first should cost what the same call on a kept collation costs, since
// LibraryReuse shares the person-names transform, the table and the memo
// (target: at most 1.5).
do {
    let contacts = chineseContacts(count: 2_000)
    let kept = try LocalizedIndexedCollation(locale: "zh-Hans")
    sink &+= kept.sections(of: contacts, by: \.name).count
    var onKept: [Double] = [], perRequest: [Double] = []
    for _ in 0..<max(runs, 7) {
        onKept.append(seconds { sink &+= kept.sections(of: contacts, by: \.name).count } * 1e3)
        perRequest.append(try seconds { sink &+= try LocalizedIndexedCollation(locale: "zh-Hans").sections(of: contacts, by: \.name).count } * 1e3)
    }
    let keptCall = Measurement("sections(of: 2,000 ContactName), kept collation (zh-Hans)", unit: "ms", samples: onKept)
    let newCall = Measurement("sections(of: 2,000 ContactName), new collation per request (zh-Hans)", unit: "ms", samples: perRequest)
    results += [keptCall, newCall]
    results.append(Measurement("new collation per request ÷ kept collation, 2,000 ContactName (zh-Hans)", unit: "ratio",
                               samples: [newCall.median / keptCall.median], note: "target: at most 1.5"))
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try encoder.encode(results), as: UTF8.self))
if sink == 42 { FileHandle.standardError.write(Data("\n".utf8)) }
