@testable import IndexedCollation
import Testing

/// `ICUConverter`: legacy charsets decoded strictly by ICU's converters.
struct ICUConverterTests {
    @Test func decodesTheCharsetsVCardsDeclare() throws {
        #expect(try ICUConverter.string(decoding: [0x45, 0xE9, 0x80], from: "WINDOWS-1252") == "Eé€")
        #expect(try ICUConverter.string(decoding: [0xC9, 0x6D, 0x69, 0x6C, 0x65], from: "ISO-8859-1") == "Émile")
        #expect(try ICUConverter.string(decoding: [0x93, 0x8C, 0x8B, 0x9E], from: "SHIFT_JIS") == "東京")
        #expect(try ICUConverter.string(decoding: Array("plain".utf8), from: "US-ASCII") == "plain")
        #expect(try ICUConverter.string(decoding: [], from: "SHIFT_JIS") == "")
    }

    @Test func invalidTextIsNilNotReplaced() throws {
        // A lead byte cut off at the end, and a byte ASCII does not have.
        #expect(try ICUConverter.string(decoding: [0x41, 0x93], from: "SHIFT_JIS") == nil)
        #expect(try ICUConverter.string(decoding: [0x41, 0xE9], from: "US-ASCII") == nil)
    }

    @Test func anUnknownCharsetThrows() {
        #expect(throws: ICUError.self) { try ICUConverter.string(decoding: [0x41], from: "NO-SUCH-CHARSET") }
    }
}
