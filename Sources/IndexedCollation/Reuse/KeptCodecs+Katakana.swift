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
            var line: [UInt8] = []
            for byte in bytes { appendByte(byte, to: &line) }
            return bytes.isEmpty ? "-" : String(decoding: line, as: UTF8.self)
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
            var bytes: [UInt8] = []
            guard hexBytes(of: line, into: &bytes), bytes.count <= KatakanaReadings.slot else { return nil }
            // An entry is hiragana ICU wrote: well-formed UTF-8.
            guard String(validating: bytes, as: UTF8.self) != nil else { return nil }
            entries.append(bytes)
        }
        return entries
    }
}
