/// Texts without their leading articles (``LeadingArticles``), as the
/// collation keys them when ``LocalizedIndexedCollation/Options-swift.struct/ignoresLeadingArticles``
/// is on: each text is the same bytes from after its article, so nothing is
/// copied. Only a collation that ignores articles wraps its texts in it;
/// the others key their texts as they are.
struct ArticleStrippedTexts<Base: CollationTexts>: CollationTexts {
    let base: Base
    let articles: LeadingArticles

    var count: Int { base.count }

    @inline(__always)
    func withUTF8<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withUTF8(index) { text in
            body(UnsafeBufferPointer(rebasing: text[articles.articleLength(text)...]))
        }
    }

    func string(_ index: Int) -> String {
        withUTF8(index) { String(decoding: $0, as: UTF8.self) }
    }
}
