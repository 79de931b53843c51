import ICUShim

/// An ICU collator: compares strings and produces sort keys for one locale.
///
/// Thread safety: its attributes are fixed when it is opened, after which
/// ICU allows comparing and computing sort keys from several threads at once,
/// so the class is `Sendable`.
final class ICUCollator: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// The locale ID the collator was opened with.
    let localeID: String
    /// True when ICU had no data for the locale and used the root collation.
    /// (That is also true of locales whose order is the root order, like `de`;
    /// locale validity is checked separately, see `ICULocale.isKnown`.)
    let usesRootData: Bool

    /// Opens a collator; `numeric` makes digit runs compare by value.
    init(localeID: String, numeric: Bool = true, primaryOnly: Bool = false) throws(ICUError) {
        var status: Int32 = 0
        let pointer = icushim_collator_open(localeID, numeric, primaryOnly, &status)
        try ICUError.check(status, "opening collator \(localeID)")
        guard let pointer else { throw ICUError(code: 1, operation: "opening collator \(localeID)") }
        self.pointer = pointer
        self.localeID = localeID
        self.usesRootData = status == ICUError.usingDefaultWarning
    }

    deinit { icushim_collator_close(pointer) }

    /// The sort key of `string`: two keys compare with `memcmp` exactly as the
    /// strings compare with the collator. O(n) in the string's length.
    func sortKey(_ string: String) -> [UInt8] {
        var string = string
        return string.withUTF8 { text in sortKey(utf8: text) }
    }

    /// The sort key of UTF-8 text, without its terminating zero byte.
    func sortKey(utf8 text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // Names have short keys: compute into the stack, then allocate once, exactly.
        let key = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            let length = sortKey(utf8: text, into: buffer)
            return length <= buffer.count ? Array(buffer[..<max(length - 1, 0)]) : nil
        }
        if let key { return key }
        var capacity = 512
        while true {
            var needed = 0
            let key = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                needed = sortKey(utf8: text, into: buffer)
                count = needed <= capacity ? max(needed - 1, 0) : 0
            }
            if needed <= capacity { return key }
            capacity = needed
        }
    }

    /// Writes the sort key of UTF-8 text, with its terminating zero byte, into
    /// `buffer`. Returns the key's length including that byte; when it exceeds
    /// `buffer.count`, the buffer holds nothing useful and the caller retries
    /// with that much room. Allocates nothing for texts under 256 UTF-16 units.
    func sortKey(utf8 text: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let base = UnsafeRawPointer(text.baseAddress)?.assumingMemoryBound(to: CChar.self)
        let capacity = Int32(clamping: buffer.count)
        return Int(icushim_collator_sort_key(pointer, base, Int32(text.count), buffer.baseAddress, capacity))
    }

    /// Compares two strings under the collator.
    func compare(_ a: String, _ b: String) -> Comparison {
        var status: Int32 = 0
        let result = icushim_collator_compare(pointer, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
        return result < 0 ? .ascending : result > 0 ? .descending : .same
    }

    /// The locale whose collation data ICU loaded, with a non-standard
    /// collation type ("root", "zh@collation=stroke", "de@collation=phonebook").
    var actualLocale: String {
        var status: Int32 = 0
        return icushim_collator_actual_locale(pointer, &status).map { String(cString: $0) } ?? localeID
    }

    /// The single code points equal to `string` at primary strength (its base
    /// letter: for "a", a A à ª ⓐ …), Han ideographs and Hangul syllables
    /// aside. The first call groups every code point by primary weight (tens
    /// of milliseconds); later calls are a hash look-up.
    func primaryEquivalents(of string: String) throws(ICUError) -> [String] {
        try icuStringList("grouping code points of \(localeID) by primary weight") { out, capacity, status in
            icushim_collator_primary_equivalents(pointer, string, Int32(string.utf8.count), out, capacity, status)
        }
    }

    /// The strings among the collator's contractions that begin with `prefix`.
    func contractions(startingWith prefix: Unicode.Scalar) throws(ICUError) -> [String] {
        try icuStringList("reading contractions of \(localeID)") { out, capacity, status in
            icushim_collator_contractions_with_prefix(pointer, Int32(prefix.value), out, capacity, status)
        }
    }

    enum Comparison { case ascending, same, descending }
}
