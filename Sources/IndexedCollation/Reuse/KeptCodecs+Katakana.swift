/// The kept table of ``KatakanaReadings``: ICU's `Katakana-Hiragana` of
/// each character of the Katakana block, which depends only on ICU's
/// version (the file's header holds it). Kept so that a process whose
/// readings all join never opens the transliterator: opening it builds
/// ICU's transliterator registry, some 150 million instructions on one core
/// while the first readings wait.
///
/// The lines: `hiragana 96`, then one line per character of the block in
/// order, the UTF-8 of its entry in hex (`-` for an empty entry).
/// Complexity: O(96).
extension KeptCodecs {
    /// The ID a katakana file is kept under.
    static let katakanaID = "Katakana-Hiragana"

    static func lines(ofKatakana hiragana: [[UInt8]]) -> [String] {
        ["hiragana \(hiragana.count)"] + hiragana.map { bytes in
            bytes.isEmpty ? "-" : bytes.map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        }
    }

    /// The entries of a file's lines, or nil unless they are what ``lines(ofKatakana:)`` writes.
    static func katakana(_ lines: [Substring]) -> [[UInt8]]? {
        let block = KatakanaReadings.block
        guard lines.count == block.count + 1, lines.first == "hiragana \(block.count)" else { return nil }
        var entries: [[UInt8]] = []
        for line in lines.dropFirst() {
            if line == "-" {
                entries.append([])
                continue
            }
            let digits = Array(line.utf8)
            guard digits.count % 2 == 0, digits.count / 2 <= KatakanaReadings.slot else { return nil }
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
