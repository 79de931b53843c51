/// The table of ``KatakanaReadings`` kept in a file between processes
/// (``KeptFile``), so that a process whose readings all join never opens
/// ICU's `Katakana-Hiragana`: opening it builds ICU's transliterator
/// registry, some 150 million instructions on one core while the first
/// readings wait, for 96 characters whose transliterations depend only on
/// ICU's version, which the file's header holds.
///
/// The file: the header, `hiragana 96`, then one line per character of the
/// Katakana block in order, the UTF-8 of its entry in hex (`-` for an empty
/// entry). Thread safety: as ``KeptFile``. Complexity: O(96) to read or write.
extension KatakanaReadings {
    static let keptFormat = "collate katakana-hiragana 1"
    private static let keptKind = "katakana-hiragana"
    private static let keptID = "Katakana-Hiragana"

    /// The table kept for the running ICU, or nil when there is none (or
    /// no directory is in use, or the file is damaged).
    static func kept() -> KatakanaReadings? {
        KeptFile.load(kind: keptKind, format: keptFormat, id: keptID).flatMap(parse).map(KatakanaReadings.init(hiragana:))
    }

    /// The table made from ICU, kept for later processes when a directory is in use.
    static func makeAndKeep() -> KatakanaReadings {
        let transliterator = LazyTransliteratorPool(id: keptID)
        let readings = KatakanaReadings(hiragana: hiraganaFromICU(transliterator))
        KeptFile.store(lines(of: readings.hiragana), kind: keptKind, format: keptFormat, id: keptID)
        return readings
    }

    /// The file's text for `hiragana` (with the header and checksum).
    static func keptText(of hiragana: [[UInt8]]) -> String {
        KeptFile.text(of: lines(of: hiragana), format: keptFormat, id: keptID)
    }

    /// The entries of a file's text, or nil unless it is exactly what
    /// ``keptText(of:)`` writes under the running ICU.
    static func parse(keptText text: String) -> [[UInt8]]? {
        KeptFile.lines(of: text, format: keptFormat, id: keptID).flatMap(parse)
    }

    private static func lines(of hiragana: [[UInt8]]) -> [String] {
        ["hiragana \(hiragana.count)"] + hiragana.map { bytes in
            bytes.isEmpty ? "-" : bytes.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        }
    }

    private static func parse(_ lines: [Substring]) -> [[UInt8]]? {
        guard lines.count == block.count + 1, lines.first == "hiragana \(block.count)" else { return nil }
        var entries: [[UInt8]] = []
        for line in lines.dropFirst() {
            if line == "-" {
                entries.append([])
                continue
            }
            let digits = Array(line.utf8)
            guard digits.count % 2 == 0, digits.count / 2 <= slot else { return nil }
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(byte)
            }
            // An entry is hiragana ICU wrote: well-formed UTF-8.
            guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
            entries.append(bytes)
        }
        return entries
    }
}
