/// The keywords of a locale or collator ID (`@colReorder=grek-latn`,
/// `-u-ks-level1`), checked in one place for both: the locale a collation is
/// asked for and a table's collator.
///
/// - Collation keywords (those ICU's collator honours) are checked value by
///   value and kept: `collation` (`co`), `colStrength` (`ks`), `colReorder`
///   (`kr`), `colCaseFirst` (`kf`), `colAlternate` (`ka`), `colNumeric`
///   (`kn`), `colBackwards` (`kb`), `colCaseLevel` (`kc`),
///   `colNormalization` (`kk`) and `kv` (maxVariable).
/// - Keywords that do not concern sorting (`calendar`, `numbers`, `rg`, …,
///   every other key CLDR defines) are dropped: Foundation's locale IDs
///   carry them.
/// - Anything else is refused: ICU would ignore it silently.
///
/// ICU spells keywords in canonical IDs in lower case (`colreorder`), and so
/// do these values.
struct CollatorKeywords: Equatable, Sendable {
    /// The collation keywords other than `collation`, `key=value` in ICU's
    /// canonical order (sorted by key): what a request adds to a table's collator.
    let attributes: [String]
    /// The `collation` keyword's value, if any.
    let collationType: String?

    /// Why a keyword was refused: the keyword as ICU spells it, and a
    /// message naming it (with its BCP 47 key) and what is wrong.
    struct Refusal: Error, Equatable {
        let keyword: String
        let message: String
    }

    /// The keywords of a canonical ICU ID (`en@colreorder=grek-latn`).
    init(ofCanonicalID localeID: String) throws(Refusal) {
        var attributes: [String] = []
        var collationType: String?
        for (key, value) in Self.keywords(of: localeID) {
            if Self.ignored.contains(key) { continue }
            guard let bcp47 = Self.collationKeys[key] else {
                throw Refusal(keyword: key, message: "unknown keyword '\(key)'")
            }
            if let problem = Self.problem(key: key, value: value) {
                throw Refusal(keyword: key, message: "keyword '\(key)' (\(bcp47)): \(problem)")
            }
            if key == "collation" { collationType = value } else { attributes.append("\(key)=\(value)") }
        }
        self.attributes = attributes
        self.collationType = collationType
    }

    /// Whether a collator for a canonical ID with these keywords compares
    /// digit runs by value: Apple's model says yes, unless the ID says
    /// `colNumeric=no` (`-u-kn-false`).
    static func numericOrdering(of localeID: String) -> Bool {
        keywords(of: localeID).first { $0.key == "colnumeric" }?.value.lowercased() != "no"
    }

    /// `localeID` with `attributes` (`key=value`) set, replacing the same
    /// keys; keywords sorted by key, as ICU's canonical form has them.
    static func setting(_ attributes: [String], in localeID: String) -> String {
        var keywords = Dictionary(keywords(of: localeID).map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        for attribute in attributes {
            let parts = attribute.split(separator: "=", maxSplits: 1).map(String.init)
            keywords[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        let base = localeID.split(separator: "@", maxSplits: 1).first.map(String.init) ?? localeID
        guard !keywords.isEmpty else { return base }
        return base + "@" + keywords.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }

    /// The keywords of an ICU ID, keys in lower case, in the ID's order.
    static func keywords(of localeID: String) -> [(key: String, value: String)] {
        guard let at = localeID.firstIndex(of: "@") else { return [] }
        return localeID[localeID.index(after: at)...].split(separator: ";").map { keyword in
            let parts = keyword.split(separator: "=", maxSplits: 1)
            return (parts[0].lowercased(), parts.count > 1 ? String(parts[1]) : "")
        }
    }

    /// What is wrong with a collation keyword's value, or nil.
    private static func problem(key: String, value: String) -> String? {
        switch key {
        case "collation":
            return ICULocale.isKnownCollationType(value) ? nil : "ICU has no collation type '\(value)'"
        case "colreorder":
            let codes = value.split(separator: "-", omittingEmptySubsequences: false)
            let unknown = codes.first { !ICULocale.isKnownReorderCode(String($0)) }
            return unknown.map { "ICU has no script or group '\($0)' to reorder" }
        case "colhiraganaquaternary", "variabletop":
            return "ICU no longer supports it"
        default:
            let allowed = values[key] ?? []
            guard !allowed.contains(value.lowercased()) else { return nil }
            return "'\(value)' is not one of \(allowed.joined(separator: ", "))"
        }
    }

    /// ICU's names of the collation keywords, with their BCP 47 keys.
    private static let collationKeys = [
        "collation": "co", "colalternate": "ka", "colbackwards": "kb", "colcaselevel": "kc", "colcasefirst": "kf",
        "colhiraganaquaternary": "kh", "colnormalization": "kk", "colnumeric": "kn", "colreorder": "kr",
        "colstrength": "ks", "kv": "kv", "variabletop": "vt",
    ]

    /// The values ICU's collator accepts for each attribute keyword (in any case).
    private static let values: [String: [String]] = [
        "colstrength": ["primary", "secondary", "tertiary", "quaternary", "identical"],
        "colbackwards": ["yes", "no"], "colcaselevel": ["yes", "no"],
        "colnormalization": ["yes", "no"], "colnumeric": ["yes", "no"],
        "colcasefirst": ["upper", "lower", "no"],
        "colalternate": ["shifted", "non-ignorable"],
        "kv": ["space", "punct", "symbol", "currency"],
    ]

    /// CLDR's other keys, which say nothing about sorting, in ICU's names
    /// and as BCP 47 keys (a canonical ICU ID may have either: `@hc=h12`).
    private static let ignored: Set<String> = [
        "calendar", "ca", "cf", "currency", "cu", "dx", "em", "fw", "hours", "hc", "lb", "lw", "measure", "ms",
        "mu", "numbers", "nu", "rg", "sd", "ss", "timezone", "tz", "va",
    ]
}
