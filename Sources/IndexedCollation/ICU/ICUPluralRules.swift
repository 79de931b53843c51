import ICUShim

/// ICU's cardinal plural rules for a locale (CLDR's): which plural category
/// (`one`, `few`, `many`, `other`, …) a count takes, and which categories
/// the language has at all.
///
/// Thread safety: immutable once opened; may be used from any number of
/// threads at once (ICU's `PluralRules::select` is const).
final class ICUPluralRules: @unchecked Sendable {
    private let pointer: OpaquePointer
    let localeID: String

    init(localeID: String) throws(ICUError) {
        var status: Int32 = 0
        let pointer = icushim_plural_rules_open(localeID, &status)
        self.pointer = try ICUError.checkedHandle(pointer, status, "opening plural rules for \(localeID)")
        self.localeID = localeID
    }

    deinit { icushim_plural_rules_close(pointer) }

    /// The category of `count`: `ru`: 1 → `one`, 2 → `few`, 5 → `many`.
    func category(of count: Int) throws(ICUError) -> String {
        try icuString("choosing the plural category of \(count) in \(localeID)") { out, capacity, status in
            icushim_plural_rules_select(pointer, Int64(count), out, capacity, status)
        }
    }

    /// Every category the language has, `other` always among them.
    func categories() throws(ICUError) -> Set<String> {
        Set(try icuStringList("listing the plural categories of \(localeID)") { out, capacity, status in
            icushim_plural_rules_keywords(pointer, out, capacity, status)
        })
    }
}
