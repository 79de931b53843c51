/// The direction a locale's script is written in, which decides the side an
/// index bar sits on and how its titles are laid out.
public enum WritingDirection: String, Sendable, Hashable, Codable {
    /// Left to right (Latin, Cyrillic, Han…): the bar sits on the right. Raw value `ltr`, as HTML's `dir`.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew…): the bar sits on the left. Raw value `rtl`.
    case rightToLeft = "rtl"

    /// The direction of a locale's script, as ICU knows it: `ar`, `he`,
    /// `fa`, `ur` are right to left; keywords (`ar@collation=…`) are ignored.
    public init(locale identifier: String) {
        let localeID = (try? ICULocale.canonicalID(identifier)) ?? identifier
        self = ICULocale.isRightToLeft(localeID) ? .rightToLeft : .leftToRight
    }

    /// The direction of a table: that of its collator's locale.
    public init(table: LocaleTable) {
        self.init(locale: table.collator)
    }

    /// The direction of a collation: that of its table.
    public init(collation: LocalizedIndexedCollation) {
        self.init(table: collation.table)
    }
}
