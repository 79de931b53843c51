import ICUShim

/// ICU's `LocaleMatcher` over every locale ICU has data for: which of a
/// user's languages, in order of preference, ICU serves best.
///
/// Thread safety: immutable once opened (ICU's matcher is), so the one
/// shared instance is used from any thread.
final class ICULocaleMatcher: @unchecked Sendable {
    private let pointer: OpaquePointer

    /// The matcher over ICU's available locales, opened on first use.
    static let shared: Result<ICULocaleMatcher, ICUError> = Result { () throws(ICUError) in try ICULocaleMatcher() }

    private init() throws(ICUError) {
        var status: Int32 = 0
        let handle = icushim_locale_matcher_open(&status)
        pointer = try ICUError.checkedHandle(handle, status, "opening the locale matcher")
    }

    deinit { icushim_locale_matcher_close(pointer) }

    /// The best match for `tags` (BCP 47, most preferred first): the ICU
    /// locale ID of the supported locale with the desired tag's extensions,
    /// and the index of the tag it matched; nil when none matches.
    /// Complexity: O(tags × ICU's locales), in ICU's precomputed tables.
    func bestMatch(for tags: [String]) throws(ICUError) -> (localeID: String, tagIndex: Int)? {
        var list: [CChar] = []
        for tag in tags { list += tag.utf8CString } // each tag followed by NUL
        var index: Int32 = -1
        let localeID = try list.withUnsafeBufferPointer { desired throws(ICUError) in
            try icuString("matching locales \(tags.joined(separator: ", "))") { out, capacity, status in
                icushim_locale_matcher_best(pointer, desired.baseAddress, Int32(desired.count), &index, out, capacity, status)
            }
        }
        return index < 0 ? nil : (localeID, Int(index))
    }
}
