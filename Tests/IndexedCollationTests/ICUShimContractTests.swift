import Dispatch
import ICUShim
import Synchronization
import Testing
@testable import IndexedCollation

/// The contract written at the top of `ICUShim.h`: the buffer rule for
/// strings and lists, statuses, and thread-safe static results.
@Suite struct ICUShimContractTests {
    /// Sort keys of UTF-8: well-formed text is decoded inline (surrogate
    /// pairs included), ill-formed text as `String(decoding:as:)` repairs it,
    /// and text past the inline buffer through ICU's converter.
    @Test func sortKeysOfUTF8AreThoseOfTheDecodedText() throws {
        let collator = try ICUCollator(localeID: "ru")
        func key(_ bytes: [UInt8]) -> [UInt8] {
            bytes.withUnsafeBufferPointer { text in collator.withSortKey(utf8: text) { Array($0) } }
        }
        let long = String(repeating: "Ёлкин 𠮷 ", count: 40)
        let wellFormed = ["", "Ёлкин", "zoë", "𠮷野家 😀", "王小明", long]
        for text in wellFormed {
            #expect(key(Array(text.utf8)) == collator.sortKey(text), "\(text.prefix(12))")
        }
        let illFormed: [[UInt8]] = [[0xFF], [0x41, 0xC3], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xD0, 0x41],
                                    Array(long.utf8) + [0xC3]]
        for bytes in illFormed {
            #expect(key(bytes) == collator.sortKey(String(decoding: bytes, as: UTF8.self)), "\(bytes.prefix(6))")
        }
    }

    @Test func aStringIsWrittenOnlyWhenItFitsWithItsTerminator() {
        var status: Int32 = 0
        let needed = icushim_locale_canonicalize("en_us", nil, 0, &status)
        #expect(status == 0 && needed == 5)
        var buffer = [CChar](repeating: 0x7F, count: 8)
        #expect(icushim_locale_canonicalize("en_us", &buffer, needed, &status) == needed)
        #expect(buffer.allSatisfy { $0 == 0x7F }, "no room for the terminator: nothing written")
        #expect(icushim_locale_canonicalize("en_us", &buffer, needed + 1, &status) == needed)
        #expect(buffer.map { UInt8(bitPattern: $0) } == Array("en_US\0".utf8) + [0x7F, 0x7F])
    }

    @Test func aListIsItsItemsEachFollowedByNUL() {
        var status: Int32 = 0
        let needed = icushim_unicode_set_strings("[ab{xy}]", nil, 0, &status)
        #expect(status == 0 && needed == 7)
        var buffer = [CChar](repeating: 0x7F, count: Int(needed) + 2)
        #expect(icushim_unicode_set_strings("[ab{xy}]", &buffer, needed + 1, &status) == needed)
        #expect(buffer.map { UInt8(bitPattern: $0) } == Array("a\0b\0xy\0\0".utf8) + [0x7F])
    }

    @Test func listsTellNoItemsFromOneEmptyItem() throws {
        let strings = { (pattern: String) throws(ICUError) in
            try icuStringList("expanding \(pattern)") { out, capacity, status in
                icushim_unicode_set_strings(pattern, out, capacity, status)
            }
        }
        #expect(try strings("[]") == [])
        #expect(try strings("[{}]") == [""])
        #expect(try strings("[a{}]") == ["a", ""])
    }

    /// Results longer than the helpers' first buffer (128 bytes) come whole.
    @Test func longResultsComeWhole() throws {
        let equivalents = try ICUCollator(localeID: "en").primaryEquivalents(of: "a")
        #expect(equivalents.joined(separator: "\0").utf8.count > 128)
        #expect(["a", "A", "à", "ⓐ"].allSatisfy(equivalents.contains))
        let exemplars = try ICULocaleData.exemplars("ja", .standard)
        #expect(exemplars.count > 2000 && exemplars.contains("漢"))
        let cyrillic = String(repeating: "Щука ", count: 2000)
        #expect(try ICUTransliterator(id: "Cyrillic-Latin").apply(cyrillic) == String(repeating: "Ŝuka ", count: 2000))
    }

    /// A display name longer than any fixed buffer (it fell back to the
    /// locale ID when ICU wrote into 512 UTF-16 units).
    @Test func longDisplayNamesComeWhole() {
        let keywords = [
            "calendar=islamic-umalqura", "cf=account", "collation=phonebook", "colalternate=shifted",
            "colbackwards=yes", "colcasefirst=upper", "colnormalization=yes", "colnumeric=yes",
            "colreorder=latn-cyrl-grek-arab-hebr-deva", "colstrength=primary", "currency=EUR",
            "em=emoji", "fw=wed", "hours=h23", "lb=strict", "lw=keepall", "measure=metric",
            "ms=uksystem", "numbers=arabext", "ss=standard", "timezone=America/Argentina/ComodRivadavia",
        ]
        let localeID = "en@" + keywords.joined(separator: ";")
        let name = ICULocale.displayName(localeID)
        #expect(name.hasPrefix("English (Calendar=Islamic Calendar") && name.hasSuffix(")"))
        #expect(name.utf16.count > 512)
    }

    @Test func failuresAreNamedStatuses() throws {
        var status: Int32 = 0
        let collator = icushim_collator_open("xx_YY", true, &status)
        defer { icushim_collator_close(collator) }
        #expect(collator != nil && status == Int32(ICUSHIM_STATUS_USING_DEFAULT))
        let partlyParsedTag = #expect(throws: ICUError.self) { try ICULocale.canonicalID("en-US-!!") }
        #expect(partlyParsedTag?.code == Int32(ICUSHIM_STATUS_ILLEGAL_ARGUMENT))
        #expect(throws: ICUError.self) { try ICUTransliterator(id: "No-Such-Transliterator") }
    }

    /// The version strings are filled once, however many threads ask first.
    @Test func versionStringsAgreeAcrossThreads() {
        let seen = Mutex<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let version = String(cString: iteration.isMultiple(of: 2) ? icushim_icu_version() : icushim_unicode_version())
            seen.withLock { _ = $0.insert((iteration.isMultiple(of: 2) ? "icu " : "unicode ") + version) }
        }
        #expect(seen.withLock { $0 } == ["icu \(ICUVersion.icu)", "unicode \(ICUVersion.unicode)"])
        #expect(ICUVersion.icu.split(separator: ".").allSatisfy { Int($0) != nil })
    }
}
