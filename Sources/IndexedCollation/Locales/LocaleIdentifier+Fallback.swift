/// Which locales a locale falls back to, from ICU's data: CLDR's parent
/// locales (`es_MX` → `es_419` → `es`, `en_GB` → `en_001` → `en`,
/// `zh_Hant` → root), never a hand-written table. Two chains, named for what
/// they serve: tables are chosen among locales of the same script, words
/// fall back further.
extension LocaleIdentifier {
    /// The locales to try for a table, most specific first: with likely
    /// subtags added (language L, script S, region R, variants V), the forms
    /// L_S_R_V, L_R_V, L_S_R, L_R, L_S, L, each followed by its explicit CLDR
    /// parents, each only when its own likely script is S.
    /// `zh_TW` → [zh_Hant_TW, zh_TW, zh_Hant]; `fr_CA` → [fr_Latn_CA, fr_CA,
    /// fr_Latn, fr]; `es_MX` → [es_Latn_MX, es_MX, es_419, es_Latn, es];
    /// `sr_Latn_BA` → [sr_Latn_BA, sr_Latn] (`sr_BA` and `sr` are Cyrillic).
    /// Complexity: O(1) calls into ICU's locale data.
    static func tableChain(of localeID: String) -> [String] {
        let base = ICULocale.baseName(localeID)
        let maximized = ICULocale.baseName((try? ICULocale.addingLikelySubtags(base)) ?? base)
        let parts = maximized.split(separator: "_").map(String.init)
        guard parts.count >= 3 else { return parts.isEmpty ? [] : [maximized] + (parts.count > 1 ? [parts[0]] : []) }
        let (language, script, region) = (parts[0], parts[1], parts[2])
        // Appended one by one: `joined()` here would run unspecialized, and
        // its first call looks up `Element` through the runtime (a tenth of
        // a short run's own start-up, docs/performance.md).
        var variants = ""
        for variant in parts.dropFirst(3) { variants += "_" + variant }
        let forms = [
            "\(language)_\(script)_\(region)\(variants)", "\(language)_\(region)\(variants)",
            "\(language)_\(script)_\(region)", "\(language)_\(region)", "\(language)_\(script)", language,
        ]
        var chain: [String] = []
        for form in forms {
            for candidate in [form] + explicitParents(of: form) where !chain.contains(candidate) {
                let likely = ICULocale.baseName((try? ICULocale.addingLikelySubtags(candidate)) ?? candidate)
                if likely.split(separator: "_").dropFirst().first.map(String.init) == script { chain.append(candidate) }
            }
        }
        return chain
    }

    /// The BCP 47 tags to try for words (the HTML page's), nearest first:
    /// the locale's CLDR chain without the bare language, then its likely
    /// form's chain, then the bare language. `zh-TW` → [zh-TW, zh-Hant-TW,
    /// zh-Hant, zh]; `es-MX` → [es-MX, es-419, es-Latn-MX, es-Latn, es].
    static func wordsChain(of identifier: String) -> [String] {
        guard let id = try? icuID(identifier) else { return [] }
        let own = cldrChain(of: id), likely = cldrChain(of: (try? ICULocale.addingLikelySubtags(id)) ?? id)
        var tags: [String] = []
        for candidate in own.dropLast() + likely + own.suffix(1) {
            let tag = tableID(ofICU: candidate)
            if !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The locale and its CLDR parents up to, not including, root.
    static func cldrChain(of localeID: String) -> [String] {
        var chain: [String] = [], current = ICULocale.baseName(localeID)
        while !current.isEmpty, current != "root", !chain.contains(current) {
            chain.append(current)
            current = ICULocale.cldrParent(current)
        }
        return chain
    }

    /// The parents CLDR names for a locale where they differ from its
    /// truncation (`es_MX` → [es_419]; `de_AT` → []), up to root.
    static func explicitParents(of localeID: String) -> [String] {
        var parents: [String] = [], current = localeID
        while true {
            let parent = ICULocale.cldrParent(current)
            guard !parent.isEmpty, parent != "root", parent != ICULocale.parent(current), !parents.contains(parent) else { return parents }
            parents.append(parent)
            current = parent
        }
    }
}
