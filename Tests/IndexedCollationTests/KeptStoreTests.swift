#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
@testable import IndexedCollation

/// What the library keeps in files between processes (``KeptStore``,
/// ``KeptCodecs``): each kind reads back as written, a damaged or foreign
/// file is ignored, the directory is the user's own (0700, files 0600), and
/// keys made from kept files are the keys made without them.
///
/// Every test keeps its files in a directory of its own, through an owner
/// of its own (``LibraryReuse``): nothing switches the process's owner.
struct KeptStoreTests {
    static let derivedReach = try! ICUTransliterator(id: "Han-Latin").reach()!

    /// A fresh directory under the test process's own temporary folder.
    static func directory() throws -> String {
        try CollateRunner.directory().appendingPathComponent("kept").path
    }

    @Test func aKeptReachReadsBackAndDamagedOrForeignFilesAreIgnored() throws {
        let text = KeptCodecs.text(of: KeptCodecs.lines(ofReach: Self.derivedReach), kind: .reach, id: "Han-Latin")
        func parse(_ text: String, id: String = "Han-Latin") -> [ClosedRange<UInt32>]? {
            KeptCodecs.lines(of: text, kind: .reach, id: id).flatMap(KeptCodecs.reach)?.ranges
        }
        #expect(parse(text) == Self.derivedReach.ranges)
        #expect(Self.derivedReach.ranges.count > 10)
        #expect(parse(text, id: "Han-Latin/Names;Han-Latin") == nil)
        #expect(parse(text.replacingOccurrences(of: "icu \(ICUVersion.icu)", with: "icu 1.0")) == nil)
        #expect(parse(String(text.dropLast(30))) == nil)
        #expect(parse("") == nil)
        // One range changed, the checksum kept: caught by the checksum.
        var changed = text.split(separator: "\n")
        changed[6] = "21 7e"
        #expect(parse(changed.joined(separator: "\n") + "\n") == nil)
        // Another kind's file for the same ID is not a reach.
        #expect(KeptCodecs.lines(of: text, kind: .pieces, id: "Han-Latin") == nil)
    }

    @Test func aKeptPieceTableReadsBackAndDamagedFilesAreIgnored() throws {
        let table = PieceTable([Array("王".utf8): "wáng", Array("小".utf8): "xiǎo", Array("\u{2A6D6}".utf8): "\u{2A6D6}"])
        let text = KeptCodecs.text(of: table.lines, kind: .pieces, id: "Han-Latin")
        #expect(KeptCodecs.lines(of: text, kind: .pieces, id: "Han-Latin").flatMap(PieceTable.init(lines:)) == table)
        #expect(KeptCodecs.lines(of: text, kind: .pieces, id: "Han-Latin/Names;Han-Latin") == nil)
        #expect(KeptCodecs.lines(of: text.replacingOccurrences(of: "wáng", with: "huáng"), kind: .pieces, id: "Han-Latin") == nil)
        // A count that does not match, a line without its tab, a whole name.
        #expect(PieceTable(lines: ["pieces 2", "王\twáng"]) == nil)
        #expect(PieceTable(lines: ["pieces 1", "王 wáng"]) == nil)
        #expect(PieceTable(lines: ["pieces 1", "令狐冲\tlìnghú chōng"]) == nil)
        var grown = PieceTable()
        #expect(!grown.add([("令狐冲", "lìnghú chōng")]) && grown.count == 0)
    }

    @Test func keptNameSplitSetsAndHanContextReadBack() throws {
        let names = try LibraryReuse().transform(id: "Han-Latin/Names;Han-Latin", boundingReach: true)
        let split = try #require(LibraryReuse().nameSplit(of: names))
        let read = try #require(KeptCodecs.nameSplit(KeptCodecs.lines(ofNameSplit: split).map { Substring($0) }))
        #expect(read.initial.ranges == split.initial.ranges && read.later.ranges == split.later.ranges)
        #expect(read.pairs == split.pairs && read.laterReadings == split.laterReadings)
        #expect(split.pairs.characters.count == 4 && split.laterReading(of: "长") == "cháng")
        #expect(KeptCodecs.nameSplit(["initial 0"]) == nil)
        // A count past the lines, or one no integer holds, is refused, not trusted.
        for count in ["1", "9223372036854775807", "-1"] {
            #expect(KeptCodecs.nameSplit(["initial 0", "later 0", Substring("pairs \(count)"), "readings 0"]) == nil)
        }
        #expect(KeptCodecs.nameSplit(["initial 0", "later 0", "pairs 0", "readings 1", "957f\tcháng"])?.laterReadings == [0x957F: "cháng"])
        let context = try #require(hanLatinContext)
        #expect(KeptCodecs.hanContext(KeptCodecs.lines(ofHanContext: context).map { Substring($0) }) == context)
    }

    /// Through files: a first owner derives the reach and writes it; a
    /// second reads it without opening ICU's transliterator until a text
    /// needs it, and both answer alike.
    @Test func aPoolFromAKeptReachAnswersAsTheDerivedOne() throws {
        let store = KeptStore(directory: try Self.directory())
        let writer = LibraryReuse(store: store)
        let first = try writer.transform(id: "Han-Latin", boundingReach: true)
        #expect(store.read(.reach, id: "Han-Latin") == nil, "nothing is written before writeKeptFiles()")
        writer.writeKeptFiles()
        #expect(store.read(.reach, id: "Han-Latin").flatMap(KeptCodecs.reach)?.ranges == Self.derivedReach.ranges)
        let second = try LibraryReuse(store: store).transform(id: "Han-Latin", boundingReach: true)
        #expect(second !== first)
        for text in ["Müller Hans", "J.R.R. Tolkien", "王小明", "a(b", "Жуков", "ｱ"] {
            #expect(first.leavesUnchanged(text) == second.leavesUnchanged(text), "\(text)")
            #expect(first.apply(text) == second.apply(text), "\(text)")
        }
    }

    /// The directory is made 0700 and files 0600; a file past its kind's
    /// bound is not read; a temporary file of a writer that died is removed.
    @Test func filesAreTheUsersOwnAndBounded() throws {
        let directory = try Self.directory() + "/nested/collate"
        let store = KeptStore(directory: directory)
        #expect(store.write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        var status = stat()
        #expect(stat(directory, &status) == 0 && status.st_mode & 0o777 == 0o700)
        #expect(stat(store.path(.hanContext, id: "Han-Latin"), &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(store.read(.hanContext, id: "Han-Latin") == ["pairs 0"])
        // Past the bound: refused, whatever it holds.
        let big = KeptCodecs.text(of: ["pairs 0"] + Array(repeating: "x", count: KeptCodecs.Kind.hanContext.byteLimit / 2),
                                  kind: .hanContext, id: "Han-Latin")
        try big.write(toFile: store.path(.hanContext, id: "Han-Latin"), atomically: false, encoding: .utf8)
        #expect(store.read(.hanContext, id: "Han-Latin") == nil)
        // A leftover of a process that no longer runs (PID 2^22 + 1 is past Linux's limit).
        let leftover = "\(directory)/\(KeptStore.partialPrefix)4194305-1"
        try "half".write(toFile: leftover, atomically: false, encoding: .utf8)
        #expect(store.write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 1)
    }

    /// Only the user's own files are read: not a symbolic link (to a crafted
    /// file elsewhere), not a file others may write or another user owns,
    /// nothing in a directory others may write (and nothing is written there).
    @Test func onlyTheUsersOwnFilesAreRead() throws {
        let directory = try Self.directory()
        let store = KeptStore(directory: directory)
        #expect(store.write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        let path = store.path(.hanContext, id: "Han-Latin")
        #expect(store.read(.hanContext, id: "Han-Latin") == ["pairs 0"])

        chmod(path, 0o666)
        #expect(store.read(.hanContext, id: "Han-Latin") == nil, "a file others may write")
        chmod(path, 0o600)

        let elsewhere = try Self.directory() + "-crafted"
        #expect(KeptStore(directory: elsewhere).write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        unlink(path)
        #expect(symlink(KeptStore(directory: elsewhere).path(.hanContext, id: "Han-Latin"), path) == 0)
        #expect(store.read(.hanContext, id: "Han-Latin") == nil, "a symbolic link")
        unlink(path)

        #expect(store.write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        chmod(directory, 0o777)
        #expect(store.read(.hanContext, id: "Han-Latin") == nil, "a directory others may write")
        #expect(!store.write(["pairs 0"], kind: .hanContext, id: "Han-Latin"))
        chmod(directory, 0o700)
        #expect(store.read(.hanContext, id: "Han-Latin") == ["pairs 0"])

        if geteuid() == 0 {
            chown(path, 65534, 65534)  // nobody
            #expect(store.read(.hanContext, id: "Han-Latin") == nil, "a file another user owns")
        }
    }

    /// A piece table whose entries are not what a transform of one letter
    /// of another script than Latin gives is not read: a piece that is no
    /// such letter, a result with a control or bidi character, or longer
    /// than 64 scalars.
    @Test func implausiblePieceEntriesAreRefused() {
        #expect(PieceTable(lines: ["pieces 1", "张\tzhāng"])?.count == 1)
        #expect(PieceTable(lines: ["pieces 1", "я\tâ"])?.count == 1)
        for entry in ["a\tzhāng", "1\tone", "\u{301}\tx", "张三\tzhāng sān", "张\tzh\u{1B}[2J", "张\t\u{202E}gnāhz", "张\t" + String(repeating: "a", count: 65)] {
            #expect(PieceTable(lines: ["pieces 1", Substring(entry)]) == nil, "\(entry)")
        }
    }

    /// Keys of Chinese names with kept piece tables (written by a first
    /// owner, read back from the file by a second) equal the keys without
    /// them, plain and in person-names mode.
    @Test(arguments: [false, true])
    func keysWithAKeptTableAreTheKeysWithout(personNames: Bool) throws {
        let han = try ICULocaleData.exemplars("zh", .standard) + ["藏", "重", "沈", "秘", "文", "庆", "阳", "鲁", "曾", "令", "狐", "长", "孙"]
        var generator = SeededGenerator(seed: 2027)
        let names = (0..<3000).map { _ in (0..<Int.random(in: 2...3, using: &generator)).map { _ in han.randomElement(using: &generator)! }.joined() }
        let store = KeptStore(directory: try Self.directory())
        func keys(_ reuse: LibraryReuse) throws -> CollationKeyBatch {
            try LocalizedIndexedCollation(locale: "zh-Hans", options: .init(personNames: personNames), reuse: reuse)
                .collationKeyBatch(for: names, memo: ForeignStringMemo())
        }
        let without = try keys(LibraryReuse())
        let writer = LibraryReuse(store: store)
        let first = try keys(writer)
        writer.writeKeptFiles()
        let reader = LibraryReuse(store: store)
        let id = personNames ? "Han-Latin/Names;Han-Latin" : "Han-Latin"
        #expect(reader.pieces(of: id).count > 1000)
        // No whole name is kept: names the proof does not split (曾, 令, 长 later in a name) stay in the run's memo.
        #expect(!reader.pieces(of: id).results.keys.contains { String(decoding: $0, as: UTF8.self).unicodeScalars.count > 1 })
        let second = try keys(reader)
        #expect(reader.counts.unwrittenFiles == 0, "a reader that learned nothing has nothing to write")
        for index in names.indices {
            #expect(first[index] == without[index] && second[index] == without[index], "'\(names[index])'")
        }
    }

    /// Han names under a table without a transform (`ru`) are read by
    /// `Any-Latin`: their characters are kept as Any-Latin's pieces, so a
    /// second owner keys them alike without opening any transliterator
    /// (opening Han-Latin's rules took some 90 ms of a three-line run).
    @Test func hanUnderAnotherTableIsReadFromTheKeptPieces() throws {
        let names = ["王芳", "田中", "曾国藩", "Anna", "李娜"]
        let reader = try Self.keysAlikeFromKeptFiles(names, locale: "ru")
        #expect(reader.pieces(of: "Any-Latin").count >= 8)
        #expect(reader.counts.transforms == 0, "every character was kept: nothing to open")
    }

    /// A long list of Han names whose characters were all kept opens no
    /// transliterator either: the first pass stops asking after a part's
    /// first pending texts needed none, and does not open `Any-Latin` "in
    /// case" (which built ICU's registry for nothing: 10 % of the
    /// instructions of 100,000 such names under `de`).
    @Test func manyKeptHanNamesOpenNoTransliterator() throws {
        let surnames = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵"], given = ["芳", "娜", "伟", "静", "敏", "丽", "强", "磊", "军", "洋"]
        let names = surnames.flatMap { surname in given.flatMap { first in given.map { surname + first + $0 } } }
        #expect(names.count == 800)
        let reader = try Self.keysAlikeFromKeptFiles(names, locale: "de")
        #expect(reader.counts.transforms == 0, "every character was kept: nothing to open")
    }

    /// Keys `names` under `locale` with no kept files, then with a writer
    /// that keeps its files, then with a reader of them, and checks that
    /// the reader's keys are the first ones. Returns the reader.
    private static func keysAlikeFromKeptFiles(_ names: [String], locale: String,
                                               sourceLocation: SourceLocation = #_sourceLocation) throws -> LibraryReuse {
        let store = KeptStore(directory: try directory())
        func keys(_ reuse: LibraryReuse) throws -> CollationKeyBatch {
            try LocalizedIndexedCollation(locale: locale, reuse: reuse).collationKeyBatch(for: names, memo: ForeignStringMemo())
        }
        let without = try keys(LibraryReuse())
        let writer = LibraryReuse(store: store)
        _ = try keys(writer)
        writer.writeKeptFiles()
        let reader = LibraryReuse(store: store)
        let second = try keys(reader)
        for index in names.indices {
            #expect(second[index] == without[index], "'\(names[index])'", sourceLocation: sourceLocation)
        }
        return reader
    }
}
