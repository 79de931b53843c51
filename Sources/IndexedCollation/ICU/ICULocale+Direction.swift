import ICUShim

extension ICULocale {
    /// Whether the locale's script is written right to left (`ar`, `he`,
    /// `ur`, `fa`), from ICU's likely-subtags data. Keywords are ignored.
    static func isRightToLeft(_ localeID: String) -> Bool {
        icushim_locale_is_right_to_left(localeID)
    }
}
