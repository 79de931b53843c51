/// Texts as a collation with filing rules keys them: without their leading
/// articles (``LeadingArticles``, under
/// ``LocalizedIndexedCollation/Options-swift.struct/ignoresLeadingArticles``),
/// and in person-names mode with a Chinese surname in the form ICU's names
/// transform reads right (``ChineseSurnameForm``). A text without an article
/// is the same bytes from after it, so nothing is copied; only a rewritten
/// surname copies its text. A collation without filing rules keys its texts
/// as they are, unwrapped.
struct FiledTexts<Base: CollationTexts>: CollationTexts {
    let base: Base
    let rules: LocalizedIndexedCollation.FilingRules

    var count: Int { base.count }

    @inline(__always)
    func withUTF8<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        base.withUTF8(index) { text in
            let filed = rules.articles.map { UnsafeBufferPointer(rebasing: text[$0.articleLength(text)...]) } ?? text
            guard let surnames = rules.surnames, let rewritten = surnames.rewritten(utf8: filed) else { return body(filed) }
            return rewritten.withUnsafeBufferPointer(body)
        }
    }

    func string(_ index: Int) -> String {
        withUTF8(index) { String(decoding: $0, as: UTF8.self) }
    }
}
