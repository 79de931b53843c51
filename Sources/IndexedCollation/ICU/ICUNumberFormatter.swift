import ICUShim

/// ICU's number formatter for a locale: its digits (Arabic-Indic in `ar`)
/// and grouping (`1,234`, `1.234`, `1 234`).
///
/// Thread safety: immutable once opened; may be used from any number of
/// threads at once (ICU's `LocalizedNumberFormatter` is).
final class ICUNumberFormatter: @unchecked Sendable {
    private let pointer: OpaquePointer
    let localeID: String

    init(localeID: String) throws(ICUError) {
        var status: Int32 = 0
        let pointer = icushim_number_formatter_open(localeID, &status)
        self.pointer = try ICUError.checkedHandle(pointer, status, "opening a number formatter for \(localeID)")
        self.localeID = localeID
    }

    deinit { icushim_number_formatter_close(pointer) }

    /// `number` as the locale writes it.
    func format(_ number: Int) throws(ICUError) -> String {
        try icuString("formatting \(number) for \(localeID)") { out, capacity, status in
            icushim_number_formatter_format(pointer, Int64(number), out, capacity, status)
        }
    }

    /// The locale's numbering system as CLDR names it (`latn`, `arab`),
    /// which a browser's `Intl.NumberFormat` takes as `numberingSystem`.
    static func numberingSystem(of localeID: String) throws(ICUError) -> String {
        try icuString("reading the numbering system of \(localeID)") { out, capacity, status in
            icushim_numbering_system_name(localeID, out, capacity, status)
        }
    }
}
