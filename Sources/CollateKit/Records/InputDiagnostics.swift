import IndexedCollation

/// What reading found that the command warns about after writing: counts,
/// and where the first of each kind was (its file by position and its line).
struct InputDiagnostics {
    /// Records collated on a repaired copy of bytes that are not UTF-8
    /// (written as read).
    private(set) var invalidUTF8Records = 0
    private(set) var firstInvalidUTF8: (file: Int, line: Int)?
    /// CSV/TSV headers whose bytes are not valid UTF-8 (their names are
    /// written as read), and where the first was.
    private(set) var invalidUTF8Headers = 0
    private(set) var firstInvalidUTF8Header: (file: Int, line: Int)?
    /// The encoding ICU's charset detector finds in the first file with
    /// bytes that are not UTF-8 (a sample from the first such record or
    /// header on), when `--encoding` can read it: the remedy the warning names.
    private(set) var likelyEncoding: (file: Int, match: ICUCharsetDetector.Match)?
    /// Unpaired surrogates and odd last bytes of UTF-16 files, each read as
    /// U+FFFD (in the output too), and where the first was.
    private(set) var repairedUTF16 = 0
    private(set) var firstRepairedUTF16: (file: Int, line: Int)?
    /// JSON records whose key had a lone surrogate escape (`"\ud800"`),
    /// collated as U+FFFD (the record is written as read), and where the first was.
    private(set) var loneSurrogateKeys = 0
    private(set) var firstLoneSurrogateKey: (file: Int, line: Int)?
    /// vCard group cards, kept out of the sections, and where the first was.
    private(set) var groupCards = 0
    private(set) var firstGroupCard: (file: Int, line: Int)?
    /// Records left out by `--missing=skip`, with the first one's description.
    private(set) var skippedRecords = 0
    private(set) var firstSkipped: (file: Int, line: Int, detail: String)?
    /// Records put last by `--missing=last`.
    private(set) var unkeyedRecords = 0
    /// Of those, records that were `--null`'s text, and where the first was.
    private(set) var nullRecords = 0
    private(set) var firstNull: (file: Int, line: Int)?
    /// Empty lines of lines input, left out (`--null ''` keeps them), and where the first was.
    private(set) var emptyLines = 0
    private(set) var firstEmptyLine: (file: Int, line: Int)?
    /// Contacts with nothing to be shown or filed by, kept in `#` without
    /// `--missing`, and where the first was.
    private(set) var blankContacts = 0
    private(set) var firstBlankContact: (file: Int, line: Int)?
    /// With `--reading-key`: records with a key but no (or an empty)
    /// reading, collated by their key.
    private(set) var recordsWithoutReading = 0
    /// Japanese records whose kanji MeCab could not read (a variant such as
    /// 髙, or 𠮷), which therefore went to `#`, and the first one's number
    /// (over all files) and line.
    private(set) var unreadKanjiRecords = 0
    private(set) var firstUnreadKanjiRecord: (record: Int, line: Int)?

    /// Counts a record that is not UTF-8; `sample` (bytes from the record on)
    /// is read only for the first, to guess the file's encoding.
    mutating func countInvalidUTF8(file: Int, line: () -> Int, sample: () -> UnsafeBufferPointer<UInt8>) {
        invalidUTF8Records += 1
        if firstInvalidUTF8 == nil {
            firstInvalidUTF8 = (file, line())
            detectEncoding(file: file, sample: sample())
        }
    }

    mutating func countInvalidUTF8Header(file: Int, line: () -> Int, sample: () -> UnsafeBufferPointer<UInt8>) {
        invalidUTF8Headers += 1
        if firstInvalidUTF8Header == nil {
            firstInvalidUTF8Header = (file, line())
            detectEncoding(file: file, sample: sample())
        }
    }

    /// Runs once, for the first bytes that are not UTF-8: costs nothing for
    /// UTF-8 input. A guess of UTF-8 (for a file of mostly valid UTF-8), or
    /// of a name `--encoding` would refuse, is no remedy and is dropped.
    private mutating func detectEncoding(file: Int, sample: UnsafeBufferPointer<UInt8>) {
        guard likelyEncoding == nil, let match = try? ICUCharsetDetector.detect(sample),
              match.name.uppercased() != "UTF-8", (try? ICUConverter(name: match.name)) != nil else { return }
        likelyEncoding = (file, match)
    }

    /// How many bytes from the first record that is not UTF-8 on ICU's
    /// detector sees: enough for its statistics, little to scan.
    static let detectionSample = 64 << 10
    /// The confidence from which the warning names the detected encoding as
    /// the remedy. ICU gives 30–50 to a few lines of German in Windows-1252,
    /// 100 to Japanese prose in Shift_JIS, and 10–20 to its guesses at a
    /// list of Japanese names.
    static let confidentDetection = 30

    mutating func countRepairedUTF16(_ count: Int, file: Int, line: () -> Int) {
        repairedUTF16 += count
        if firstRepairedUTF16 == nil { firstRepairedUTF16 = (file, line()) }
    }

    mutating func countLoneSurrogateKey(file: Int, line: () -> Int) {
        loneSurrogateKeys += 1
        if firstLoneSurrogateKey == nil { firstLoneSurrogateKey = (file, line()) }
    }

    mutating func countGroupCard(file: Int, line: () -> Int) {
        groupCards += 1
        if firstGroupCard == nil { firstGroupCard = (file, line()) }
    }

    mutating func countSkipped(file: Int, line: () -> Int, detail: () -> String) {
        skippedRecords += 1
        if firstSkipped == nil { firstSkipped = (file, line(), detail()) }
    }

    mutating func countBlankContact(file: Int, line: () -> Int) {
        blankContacts += 1
        if firstBlankContact == nil { firstBlankContact = (file, line()) }
    }

    mutating func countUnkeyed() {
        unkeyedRecords += 1
    }

    mutating func countNull(file: Int, line: () -> Int) {
        nullRecords += 1
        if firstNull == nil { firstNull = (file, line()) }
    }

    mutating func countEmptyLine(file: Int, line: () -> Int) {
        emptyLines += 1
        if firstEmptyLine == nil { firstEmptyLine = (file, line()) }
    }

    mutating func countWithoutReading() {
        recordsWithoutReading += 1
    }

    mutating func countUnreadKanji(_ count: Int, first: () -> (record: Int, line: Int)) {
        guard count > 0 else { return }
        unreadKanjiRecords += count
        if firstUnreadKanjiRecord == nil { firstUnreadKanjiRecord = first() }
    }
}
