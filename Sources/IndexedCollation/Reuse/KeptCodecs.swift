/// The text of every kind of kept file (``KeptStore``), and each kind's
/// lines ⇄ value: no I/O here.
///
/// A file is a header (its format line, the transliterator's ID, ICU's,
/// Unicode's and CLDR's versions), the lines of its kind, and `check` with
/// the FNV-1a (64 bits) of everything before it. A file whose header differs
/// from the running ICU's, or whose checksum does not match, or whose lines
/// are not exactly what its kind writes, is ignored: the item is derived
/// from ICU again and the file replaced. The checksum finds damage, not
/// intent: docs/reuse.md says who can write the directory.
///
/// Complexity: O(file size) to read or write.
enum KeptCodecs {
    /// The kinds of kept file: the name a file starts with (`rawValue`), its
    /// format line, and the most bytes it may hold.
    enum Kind: String, Sendable, CaseIterable {
        /// A transform's reach (``TransliteratorPool``).
        case reach = "transform-reach"
        /// The name-split sets of a person-names transform.
        case nameSplit = "transform-name-split"
        /// A transform's results for single pieces (``PieceTable``).
        case pieces = "transform-pieces"
        /// The Han characters whose reading depends on the next (``HanContext``).
        case hanContext = "transform-han-context"
        /// ICU's `Katakana-Hiragana` of each katakana letter (``KatakanaReadings``).
        case katakana = "katakana-hiragana"
        /// Letters written position by position, and their questions (``ContextLetterReadings``).
        case contextLetters = "transform-context-letters"

        /// The first line of every file of this kind.
        var format: String {
            switch self {
            case .reach: "collate transform reach 2"
            case .nameSplit: "collate transform name split 2"
            case .pieces: "collate transform pieces 1"
            case .hanContext: "collate transform han context 1"
            case .katakana: "collate katakana-hiragana 1"
            case .contextLetters: "collate transform context letters 1"
            }
        }

        /// The most bytes a file of this kind may hold: a few times the
        /// largest ICU 72 gives (`Han-Latin`'s reach is some 10 KB; a piece
        /// table at its limit some 3 MB; Hangul's every syllable and some
        /// 10,000 questions some 400 KB). A larger file is not read.
        var byteLimit: Int {
            switch self {
            case .pieces, .contextLetters: 8 << 20
            case .reach, .nameSplit: 1 << 20
            case .hanContext, .katakana: 64 << 10
            }
        }
    }

    /// The lines a file of this kind for `id` starts with under the running ICU.
    static func header(kind: Kind, id: String) -> [String] {
        [kind.format, "id \(id)", "icu \(ICUVersion.icu)", "unicode \(ICUVersion.unicode)", "cldr \(ICUVersion.cldr)"]
    }

    /// The file's text: the header, `lines` (none may hold a line break),
    /// and `check` with the FNV-1a of everything before it.
    static func text(of lines: [String], kind: Kind, id: String) -> String {
        var body = header(kind: kind, id: id).joined(separator: "\n") + "\n"
        for line in lines { body += line + "\n" }
        return body + "check \(String(checksum(body), radix: 16))\n"
    }

    /// The lines after the header, or nil unless `text` is exactly what
    /// ``text(of:kind:id:)`` writes for this kind and `id` under the running ICU.
    static func lines(of text: String, kind: Kind, id: String) -> [Substring]? {
        // Read as bytes, in place: cut by scalars and checked through a copy
        // of the body, a 30 KB file took 5.5 million instructions, a
        // quarter of a short run's own work.
        var text = text
        let newline = UInt8(ascii: "\n")
        // Where each line starts in the UTF-8, and where the check line starts.
        guard let (starts, checkLine) = text.withUTF8({ bytes -> ([Int], Int)? in
            guard bytes.last == newline, let lastBreak = bytes.dropLast().lastIndex(of: newline) else { return nil }
            let body = UnsafeBufferPointer(rebasing: bytes[..<(lastBreak + 1)])
            guard bytes[(lastBreak + 1)...].elementsEqual("check \(String(checksum(bytes: body), radix: 16))\n".utf8) else { return nil }
            var starts = [0]
            for index in body.indices where body[index] == newline { starts.append(index + 1) }
            return (starts, lastBreak + 1)
        }) else { return nil }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(starts.count - 1)
        for (start, next) in zip(starts, starts.dropFirst()) {
            // Line breaks are ASCII: each bound is a scalar's.
            lines.append(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: next - 1)])
        }
        precondition(starts.last == checkLine, "the check line follows the body")
        let header = header(kind: kind, id: id)
        guard lines.prefix(header.count).elementsEqual(header, by: { $0 == $1 }) else { return nil }
        return Array(lines.dropFirst(header.count))
    }

    /// `text` cut at each `separator`, as `split` cuts (empty fields left out
    /// unless `omittingEmpty` is false), by scalars: a file holds what the
    /// writer joined with these separators, and cutting by `Character`
    /// walked grapheme breaks (it took a tenth of a three-line run under
    /// `zh-Hans`, which reads a 1 KB file). O(n).
    static func fields(of text: Substring, separatedBy separator: Unicode.Scalar, maxSplits: Int = .max,
                       omittingEmpty: Bool = true) -> [Substring] {
        text.unicodeScalars.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty)
            .map(Substring.init)
    }

    /// FNV-1a (64 bits) of the text's UTF-8. O(n).
    static func checksum(_ text: String) -> UInt64 {
        checksum(bytes: text.utf8)
    }

    /// FNV-1a (64 bits) of `bytes`. O(n).
    static func checksum<Bytes: Sequence<UInt8>>(bytes: Bytes) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    // MARK: Bytes in hex (katakana, letters by position)

    /// Appends `byte` as two lowercase hex digits.
    static func appendByte(_ byte: UInt8, to line: inout [UInt8]) {
        for digit in [byte >> 4, byte & 0xF] { line.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10) }
    }

    /// The bytes that `text`'s pairs of lowercase hex digits spell, into
    /// `bytes` (emptied first); false unless `text` is only such pairs.
    /// Reads the text's UTF-8 in place. O(its length).
    static func hexBytes(of text: Substring, into bytes: inout [UInt8]) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        func digit(_ byte: UInt8) -> UInt8? {
            byte &- UInt8(ascii: "0") < 10 ? byte &- UInt8(ascii: "0") : byte &- UInt8(ascii: "a") < 6 ? byte &- UInt8(ascii: "a") + 10 : nil
        }
        let read = text.utf8.withContiguousStorageIfAvailable { digits -> Bool in
            guard digits.count % 2 == 0 else { return false }
            bytes.reserveCapacity(digits.count / 2)
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let high = digit(digits[index]), let low = digit(digits[index + 1]) else { return false }
                bytes.append(high << 4 | low)
            }
            return true
        }
        // A line of a file read whole is contiguous; any other is read through a copy.
        return read ?? hexBytes(of: Substring(String(text)), into: &bytes)
    }

    // MARK: Ranges (reaches, name splits)

    /// `name N` and one `FIRST LAST` line (hex) per range.
    static func lines(of ranges: [ClosedRange<UInt32>], name: String) -> [String] {
        ["\(name) \(ranges.count)"] + ranges.map { String($0.lowerBound, radix: 16) + " " + String($0.upperBound, radix: 16) }
    }

    /// The ranges that ``lines(of:name:)`` wrote at the start of `lines`
    /// (ascending, disjoint, within Unicode), and the lines after them;
    /// nil when they are not that.
    static func ranges(in lines: ArraySlice<Substring>, name: String) -> (ranges: [ClosedRange<UInt32>], rest: ArraySlice<Substring>)? {
        guard let count = lines.first.flatMap({ $0.hasPrefix("\(name) ") ? Int($0.dropFirst(name.count + 1)) : nil }),
              count >= 0, lines.count > count else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        for line in lines.dropFirst().prefix(count) {
            let bounds = fields(of: line, separatedBy: " ")
            guard bounds.count == 2, let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds[1], radix: 16),
                  first <= last, last <= 0x10FFFF, first > (ranges.last?.upperBound ?? 0) || ranges.isEmpty else { return nil }
            ranges.append(first...last)
        }
        return (ranges, lines.dropFirst(count + 1))
    }

    /// A reach's lines: `ranges N` and its ranges.
    static func lines(ofReach reach: ICUCharacterSet) -> [String] {
        lines(of: reach.ranges, name: "ranges")
    }

    /// The reach of a file's lines, or nil unless they are what ``lines(ofReach:)`` writes.
    static func reach(_ lines: [Substring]) -> ICUCharacterSet? {
        guard let (ranges, rest) = ranges(in: lines[...], name: "ranges"), rest.isEmpty else { return nil }
        return ICUCharacterSet(ranges: ranges)
    }

    /// A name split's lines: `initial N` and its ranges, `later M` and its
    /// ranges, `pairs P` and a pair per line (hex, as the Han context's),
    /// then `readings R` and `CHARACTER<tab>READING` (hex) per line, sorted.
    static func lines(ofNameSplit split: TransliteratorPool.NameSplit) -> [String] {
        lines(of: split.initial.ranges, name: "initial") + lines(of: split.later.ranges, name: "later")
            + lines(ofHanContext: split.pairs)
            + ["readings \(split.laterReadings.count)"]
            + split.laterReadings.sorted { $0.key < $1.key }.map { String($0.key, radix: 16) + "\t" + $0.value }
    }

    /// The split of a file's lines, or nil unless they are what ``lines(ofNameSplit:)`` writes.
    static func nameSplit(_ lines: [Substring]) -> TransliteratorPool.NameSplit? {
        guard let (initial, rest) = ranges(in: lines[...], name: "initial"),
              let (later, end) = ranges(in: rest, name: "later"),
              let initialSet = ICUCharacterSet(ranges: initial), let laterSet = ICUCharacterSet(ranges: later),
              let pairCount = end.first.flatMap({ $0.hasPrefix("pairs ") ? Int($0.dropFirst(6)) : nil }),
              (0..<end.count - 1).contains(pairCount), let pairs = hanContext(Array(end.prefix(pairCount + 1))) else { return nil }
        let readingLines = end.dropFirst(pairCount + 1)
        guard let count = readingLines.first.flatMap({ $0.hasPrefix("readings ") ? Int($0.dropFirst(9)) : nil }),
              count == readingLines.count - 1 else { return nil }
        var readings: [UInt32: String] = [:]
        for line in readingLines.dropFirst() {
            let parts = fields(of: line, separatedBy: "\t", maxSplits: 1)
            guard parts.count == 2, let value = UInt32(parts[0], radix: 16), Unicode.Scalar(value) != nil, !parts[1].isEmpty,
                  parts[1].unicodeScalars.count <= 64, readings.updateValue(String(parts[1]), forKey: value) == nil else { return nil }
        }
        return HanNameSplit(initial: initialSet, later: laterSet, pairs: pairs, laterReadings: readings)
    }

    // MARK: Han context

    /// `pairs N`, then `CHARACTER FOLLOWER` (hex) per pair.
    static func lines(ofHanContext context: HanContext) -> [String] {
        ["pairs \(context.characters.count)"] + zip(context.characters, context.followers).map { String($0, radix: 16) + " " + String($1, radix: 16) }
    }

    /// The context of a file's lines, or nil unless they are what ``lines(ofHanContext:)`` writes.
    static func hanContext(_ lines: [Substring]) -> HanContext? {
        guard let count = lines.first.flatMap({ $0.hasPrefix("pairs ") ? Int($0.dropFirst(6)) : nil }),
              count == lines.count - 1 else { return nil }
        var characters: [UInt32] = [], followers: [UInt32] = []
        for line in lines.dropFirst() {
            let pair = fields(of: line, separatedBy: " ")
            guard pair.count == 2, let character = UInt32(pair[0], radix: 16), let follower = UInt32(pair[1], radix: 16),
                  character <= 0x10FFFF, follower <= 0x10FFFF else { return nil }
            characters.append(character)
            followers.append(follower)
        }
        return HanContext(characters: characters, followers: followers)
    }
}
