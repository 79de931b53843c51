#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IndexedCollation

/// The fuzz targets in `Fuzz/`, by name, each an input → broken invariants
/// function: the libFuzzer executables and the corpus replay tests run the
/// same one.
@_spi(Fuzzing) public enum FuzzTarget: String, CaseIterable, Sendable {
    case tableJSON = "table-json"
    case tablePlist = "table-plist"
    case csv
    case jsonArray = "json-array"
    case jsonLines = "json-lines"
    case vcard
    case localeID = "locale-id"
    case placement
    case keptFile = "kept-file"
    case columns

    /// Runs the target's entry point over `bytes`; returns the invariants
    /// broken (empty when none).
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        switch self {
        case .tableJSON: FuzzingEntryPoints.loadTable(Data(buffer: bytes), as: .json)
        case .tablePlist: FuzzingEntryPoints.loadTable(Data(buffer: bytes), as: .propertyList)
        case .csv, .jsonArray, .jsonLines, .vcard:
            Self.parserConfigurations[self, default: []].flatMap { configuration in
                FuzzingEntryPoints.parse(bytes, configuration, collation: Self.collations[0],
                                         chunkSize: 1 + Self.choice(bytes, below: 64)).violations
            }
        case .localeID: FuzzingEntryPoints.resolveLocale(String(decoding: bytes, as: UTF8.self))
        case .keptFile: KeptFileCheck.violations(String(decoding: bytes, as: UTF8.self))
        case .columns: FuzzingEntryPoints.columns(bytes)
        case .placement:
            FuzzingEntryPoints.placeAndSort(String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                            in: Self.collations[Self.choice(bytes, below: Self.collations.count)])
        }
    }

    /// The options each parser target tries on every input: without and
    /// with `--key`, `--reading-key` and `--missing`.
    private static let parserConfigurations: [FuzzTarget: [FuzzingEntryPoints.ParseConfiguration]] = [
        .csv: [.init(format: "csv")!, .init(format: "tsv", key: "2")!,
               .init(format: "csv", key: "name", readingKey: "reading", missing: "last", uniqueColumnNames: true)!],
        .jsonArray: [.init(format: "json")!, .init(format: "json", key: "name", missing: "skip")!,
                     .init(format: "json", key: "a.0.b", readingKey: "r", missing: "last")!],
        .jsonLines: [.init(format: "jsonl")!, .init(format: "jsonl", key: "name", missing: "skip")!,
                     .init(format: "jsonl", key: "a.0.b", readingKey: "r", missing: "last")!],
        .vcard: [.init(format: "vcard")!, .init(format: "vcard", key: "given", missing: "skip")!,
                 .init(format: "vcard", key: "display", missing: "last")!],
    ]

    /// Locales with different kinds of tables: Latin, Japanese readings
    /// (MeCab when installed), Hangul, Arabic, Cyrillic, pinyin. Made once:
    /// opening a collator costs far more than one input.
    private static let collations = ["en", "ja", "ko", "ar", "ru", "zh-Hans"].map { try! LocalizedIndexedCollation(locale: $0) }

    /// A number below `bound` that depends on every byte (FNV-1a), so that
    /// an input makes the same choice every time it is run.
    private static func choice(_ bytes: UnsafeBufferPointer<UInt8>, below bound: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % UInt64(bound))
    }
}
