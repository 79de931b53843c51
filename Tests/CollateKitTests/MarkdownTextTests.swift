@testable import CollateKit
import Testing

/// Records and titles in Markdown output are shown as text by renderers:
/// no raw HTML, links, emphasis or block markers from the data.
struct MarkdownTextTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x onerror=alert(3)>", "\"&gt;&lt;img src=x onerror=alert(3)&gt;"),
        ("<!--", "&lt;!--"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
        ("&lt;", "&amp;lt;"),
        ("<https://example.com>", "&lt;https://example.com&gt;"),
        ("[x](javascript:alert(1))", "\\[x\\](javascript:alert(1))"),
        ("![x](y)", "!\\[x\\](y)"),
        ("*a* _b_ `c` ~d~ e\\f", "\\*a\\* \\_b\\_ \\`c\\` \\~d\\~ e\\\\f"),
        ("Ann", "Ann"),
    ])
    func inlineMarkupIsEscapedEverywhere(text: String, expected: String) {
        #expect(MarkdownText.escaped(text, in: .line) == expected)
        #expect(MarkdownText.escaped(text, in: .tableCell) == expected)
    }

    @Test(arguments: [
        ("#", "\\#"), ("# head", "\\# head"), ("- a", "\\- a"), ("+ a", "\\+ a"), ("-5", "\\-5"), ("===", "==="),
        ("12. a", "12\\. a"), ("3) a", "3\\) a"), ("  # a", "  \\# a"), ("> quote", "&gt; quote"),
        ("C# 7", "C# 7"), ("2024", "2024"), ("1.5 kg", "1.5 kg"), ("7.", "7\\."), ("a - b", "a - b"),
    ])
    func blockMarkersAtTheStartOfALineAreEscaped(text: String, expected: String) {
        #expect(MarkdownText.escaped(text, in: .line) == expected)
    }

    @Test func blockMarkersMeanNothingInACell() {
        #expect(MarkdownText.escaped("# 1. -", in: .tableCell) == "# 1. -")
    }

    @Test func lineBreaksAndPipes() {
        #expect(MarkdownText.escaped("a\r\nb\nc\rd|e", in: .line) == "a  b c d|e")
        #expect(MarkdownText.escaped("a\r\nb\nc\rd|e", in: .tableCell) == "a<br>b<br>c<br>d\\|e")
    }

    @Test func bytesThatAreNotUTF8AreKept() {
        let bytes: [UInt8] = [0x3C, 0xFF, 0xC3, 0x3E]
        let escaped = bytes.withUnsafeBufferPointer { MarkdownText.escaped($0, in: .line) }
        #expect(escaped == Array("&lt;".utf8) + [0xFF, 0xC3] + Array("&gt;".utf8))
    }
}
