import Testing
import TestSupport
@testable import IndexedCollation

/// The kept table of letters written position by position
/// (`KeptCodecs+ContextLetters.swift`): it reads back writing what the
/// learned table writes, a damaged or foreign one is refused, and a second
/// owner that reads it keys Korean names as the first did, asking ICU nothing.
@Suite struct KeptContextLettersTests {
    /// A table learned from random Hangul texts, and the texts.
    static func learnedTable(seed: UInt64, count: Int) -> (ContextLetterReadings, [String]) {
        var generator = SeededGenerator(seed: seed), table = ContextLetterReadings()
        let texts = (0..<count).map { _ in ContextLetterReadingsTests.randomText(using: &generator) }
        for text in texts { _ = ContextLetterReadingsTests.learn(text, into: &table, reuse: LibraryReuse.shared) }
        return (table, texts)
    }

    /// `lines` through a whole file's text and back, as a later process reads them.
    static func readBack(_ lines: [String]) -> ContextLetterReadings? {
        let id = LibraryReuse.contextLettersID(of: .hangul)
        let text = KeptCodecs.text(of: lines, kind: .contextLetters, id: id)
        guard let read = KeptCodecs.lines(of: text, kind: .contextLetters, id: id),
              let pass = LibraryReuse.shared.contextLetters(of: .hangul) else { return nil }
        return KeptCodecs.contextLetters(read, pass: pass, script: .hangul)
    }

    @Test func aKeptTableWritesWhatTheLearnedOneWrites() throws {
        let (table, texts) = Self.learnedTable(seed: 71, count: 2000)
        #expect(table.count > 300 && table.letters.count > 1000)
        let lines = KeptCodecs.lines(ofContextLetters: table)
        let kept = try #require(Self.readBack(lines))
        #expect(kept.entryCount == table.entryCount)
        #expect(KeptCodecs.lines(ofContextLetters: kept) == lines, "one table, one file")
        for text in texts {
            #expect(ContextLetterReadingsTests.latin(text, by: kept) == ContextLetterReadingsTests.latin(text, by: table), "'\(text)'")
        }
    }

    @Test func damagedOrForeignTablesAreRefused() throws {
        let lines = KeptCodecs.lines(ofContextLetters: Self.learnedTable(seed: 73, count: 200).0)
        #expect(Self.readBack(lines) != nil)
        let letters = try #require(lines.firstIndex { $0.hasPrefix("letters ") })
        let answers = try #require(lines.firstIndex { $0.hasPrefix("answers ") })
        func changed(_ index: Int, _ change: (String) -> String) -> [String] {
            var copy = lines
            copy[index] = change(copy[index])
            return copy
        }
        let damaged: [(String, [String])] = [
            ("another script", changed(0) { _ in "script Grek" }),
            ("a pass numbered otherwise", changed(1) { _ in "shape 1234" }),
            ("a count of lines that does not add up", changed(letters) { $0 + "0" }),
            ("an answer count that does not add up", changed(answers) { line in
                let parts = line.split(separator: " ")
                return "answers \(Int(parts[1])! + 1) \(parts[2])"
            }),
            ("an odd number of digits", changed(letters + 1) { $0 + "0" }),
            ("an input past the pass's", changed(letters + 1) { line in
                // The first letter's first input (after its count).
                let first = line.index(line.firstIndex(of: " ")!, offsetBy: 3)
                return String(line[..<first]) + "ff" + line[line.index(first, offsetBy: 2)...]
            }),
            ("a letter of another script", changed(letters + 1) { "3b1" + $0.drop { $0 != " " } }),
            ("uppercase digits", changed(answers + 1) { $0.uppercased() }),
            ("a question about no input", changed(answers + 1) { line in
                String(line.prefix(14)) + "ff" + line.dropFirst(16)
            }),
            ("a question twice", changed(answers + 1) { line in line + line.prefix(18 + 2 * Int(line.dropFirst(16).prefix(2), radix: 16)!) }),
        ]
        for (what, lines) in damaged {
            #expect(Self.readBack(lines) == nil, "\(what)")
        }
    }

    /// A first owner keys Korean names among others under `de` and writes
    /// its files; a second reads them while keying a third of the names:
    /// its keys are the first's (and those of an owner with no files), its
    /// memo starts from the whole kept table (more than that third would
    /// teach it) and learns nothing, and it has nothing to write; a later
    /// memo of the second keys them in the first pass. A third
    /// owner keying ten names learns them (reading the table would cost
    /// more) and leaves the file as it was.
    @Test func keysFromAKeptTableAreTheKeysWithout() throws {
        var generator = SeededGenerator(seed: 74)
        let others = ["Anna Berg", "Иван Петров", "Ωμέγα", "김 ヤマダ", "가1", "가 Smith"]
        let names = (0..<3000).map { index in
            index % 10 == 0 ? others.randomElement(using: &generator)!
                : String(ContextLetterReadingsTests.randomText(using: &generator).unicodeScalars.filter { !(0x3131...0x3163).contains($0.value) })
        }
        let store = KeptStore(directory: try KeptStoreTests.directory())
        func keys(_ names: [String], _ reuse: LibraryReuse, memo: ForeignStringMemo = ForeignStringMemo()) throws -> CollationKeyBatch {
            try LocalizedIndexedCollation(locale: "de", reuse: reuse).collationKeyBatch(for: names, memo: memo)
        }
        let without = try keys(names, LibraryReuse())
        let writer = LibraryReuse(store: store)
        let first = try keys(names, writer)
        #expect(writer.counts.unwrittenFiles > 0)
        writer.writeKeptFiles()
        let reader = LibraryReuse(store: store), memo = ForeignStringMemo(), third = Array(names.prefix(1000))
        let second = try keys(third, reader, memo: memo)
        let kept = reader.keptContextLetters(of: .hangul)
        #expect(kept.count > 300)
        #expect(memo.contextLetterReadings.entryCount == kept.entryCount, "the memo holds the kept table, and learned nothing")
        #expect(reader.counts.unwrittenFiles == 0, "a reader that learned nothing has nothing to write")
        for index in names.indices {
            #expect(first[index] == without[index], "'\(names[index])'")
        }
        for index in third.indices {
            #expect(second[index] == without[index], "'\(names[index])'")
        }
        // Once read, the table keys the first pass itself (as the part
        // `collate`'s reader computes ahead): a new memo learns nothing.
        // (Only texts of syllables: the first pass keys a text that begins
        // with a space by its own key, and leaves it to the memo, as it
        // does Hangul with a digit or with kana.)
        let laterMemo = ForeignStringMemo()
        let unspaced = names.indices.filter { index in
            index < 1000 && !names[index].hasPrefix(" ")
                && names[index].unicodeScalars.allSatisfy { $0 == " " || (0xAC00...0xD7A3).contains($0.value) }
        }
        let again = try keys(unspaced.map { names[$0] }, reader, memo: laterMemo)
        #expect(laterMemo.contextLetterReadings.entryCount == 0, "written in the first pass, from the owner's table")
        for (position, index) in unspaced.enumerated() {
            #expect(again[position] == without[index], "'\(names[index])'")
        }
        let few = LibraryReuse(store: store), fewMemo = ForeignStringMemo(), ten = Array(names.suffix(10))
        let fewKeys = try keys(ten, few, memo: fewMemo)
        #expect(fewMemo.contextLetterReadings.entryCount < kept.entryCount, "ten names learned, the table not read")
        #expect(few.counts.unwrittenFiles == 0, "a table learned alone does not replace the kept one")
        for index in ten.indices {
            #expect(fewKeys[index] == without[names.count - 10 + index], "'\(ten[index])'")
        }
    }
}
