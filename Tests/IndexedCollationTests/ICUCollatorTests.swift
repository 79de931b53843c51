import ICUShim
import Testing
import TestSupport
@testable import IndexedCollation

/// `ICUCollator.withSortKey`: the key ICU computes, without its terminating
/// zero, whether it fits the stack buffer or not.
@Suite struct ICUCollatorTests {
    /// ICU's own key through the shim, into a buffer larger than any key
    /// here, with the terminating zero that the buffer rule puts after it.
    static func referenceKey(_ text: String, locale: String) throws -> [UInt8] {
        var status: Int32 = 0
        let collator = try #require(icushim_collator_open(locale, true, &status))
        defer { icushim_collator_close(collator) }
        var buffer = [UInt8](repeating: 0xAA, count: 1 << 16)
        let needed = Int(icushim_collator_sort_key(collator, text, Int32(text.utf8.count), &buffer, Int32(buffer.count)))
        #expect(needed < buffer.count)
        #expect(buffer[needed] == 0, "the key is followed by its terminating zero")
        #expect(!buffer[..<needed].contains(0), "a key holds no zero byte of its own")
        return Array(buffer[..<needed])
    }

    static func key(_ text: String, under collator: ICUCollator) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf8 in collator.withSortKey(utf8: utf8) { Array($0) } }
    }

    @Test(arguments: ["", "a", "Ёлка", "Zoë Smith", "王小明", "file10"])
    func shortKeysAreICUsKeysWithoutTheZero(text: String) throws {
        let collator = try ICUCollator(localeID: "ru")
        let key = Self.key(text, under: collator)
        #expect(key.count < ICUCollator.stackKeyCapacity)
        #expect(key == (try Self.referenceKey(text, locale: "ru")))
        #expect(collator.sortKey(text) == key)
    }

    /// Keys of every length around the stack buffer's size, and far beyond
    /// it, come out whole.
    @Test func keysAroundAndBeyondTheStackBufferAreWhole() throws {
        let collator = try ICUCollator(localeID: "ru")
        var generator = SeededGenerator(seed: 11)
        let letters = Array("абвгдеёжзийклмнопрстуфхцчшщъыьэюяABCxyz-")
        var lengths = Set<Int>()
        for count in Array(100...600) + [3000] {
            let text = String((0..<count).map { _ in letters.randomElement(using: &generator)! })
            let key = Self.key(text, under: collator)
            #expect(key == (try Self.referenceKey(text, locale: "ru")), "\(count) letters")
            lengths.insert(key.count)
        }
        let capacity = ICUCollator.stackKeyCapacity
        #expect(lengths.contains { $0 < capacity - 16 } && lengths.contains { $0 > 2 * capacity })
        #expect(lengths.contains { (capacity - 8..<capacity).contains($0) }, "keys just under the stack buffer")
        #expect(lengths.contains { (capacity..<capacity + 8).contains($0) }, "keys just over it")
    }

    @Test func comparisonAgreesWithSortKeys() throws {
        let collator = try ICUCollator(localeID: "sv")
        let pairs = [("a", "b"), ("ö", "z"), ("z", "å"), ("A", "a"), ("file9", "file10"), ("x", "x")]
        for (a, b) in pairs {
            let byKey = collator.sortKey(a).lexicographicallyPrecedes(collator.sortKey(b))
            let same = collator.sortKey(a) == collator.sortKey(b)
            let expected: ICUCollator.Comparison = same ? .same : byKey ? .ascending : .descending
            #expect(try collator.compare(a, b) == expected, "\(a) vs \(b)")
        }
    }

    @Test func actualLocaleNamesTheLoadedData() throws {
        #expect(try ICUCollator(localeID: "zh@collation=stroke").actualLocale == "zh@collation=stroke")
        #expect(try ICUCollator(localeID: "de").actualLocale == "root")
    }
}
