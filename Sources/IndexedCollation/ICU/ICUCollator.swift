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

    /// The collation rules applied on top of the locale's order, if any.
    let rules: String?

    /// Opens a collator; `numeric` makes digit runs compare by value.
    init(localeID: String, numeric: Bool = true) throws(ICUError) {
        var status: Int32 = 0
        let pointer = icushim_collator_open(localeID, numeric, &status)
        self.pointer = try ICUError.checkedHandle(pointer, status, "opening collator \(localeID)")
        self.localeID = localeID
        self.rules = nil
    }

    /// Opens a collator whose order is the locale's with `rules` (ICU's
    /// collation rule syntax, `&h < ch`) added: the locale's own tailoring
    /// followed by `rules`, built by ICU's rule parser. The attributes the
    /// ID's keywords set (`@colStrength=primary`) win over the rules.
    /// Opening parses every rule of the locale again: tens of milliseconds
    /// for Chinese or Japanese, so open it once and share it.
    init(localeID: String, rules: String, numeric: Bool = true) throws(ICURuleError) {
        var status: Int32 = 0
        var place = icushim_rule_error()
        let pointer = icushim_collator_open_with_rules(localeID, rules, Int32(rules.utf8.count), numeric, &place, &status)
        do {
            self.pointer = try ICUError.checkedHandle(pointer, status, "opening collator \(localeID) with rules")
        } catch {
            throw ICURuleError(error, place: place)
        }
        self.localeID = localeID
        self.rules = rules
    }

    deinit { icushim_collator_close(pointer) }

    /// Keys up to this many bytes are computed on the stack; names' keys are
    /// a few dozen bytes.
    static let stackKeyCapacity = 512

    /// Calls `body` with the sort key of UTF-8 text, without ICU's
    /// terminating zero byte: two keys compare with `memcmp` exactly as the
    /// texts compare under the collator. The key lives only for the call.
    ///
    /// Complexity: O(n) in the text's length. Allocates nothing for keys
    /// under ``stackKeyCapacity`` bytes (texts under 256 UTF-16 units);
    /// a longer key is computed twice, the second time into the heap.
    @inline(__always)
    func withSortKey<R>(utf8 text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackKeyCapacity) { buffer in
            let needed = sortKey(utf8: text, into: buffer)
            if needed < buffer.count { return body(UnsafeBufferPointer(rebasing: buffer[..<needed])) }
            return withLongSortKey(utf8: text, length: needed, body)
        }
    }

    /// ``withSortKey(utf8:_:)`` for a key of `length` bytes, too long for the stack.
    private func withLongSortKey<R>(
        utf8 text: UnsafeBufferPointer<UInt8>, length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: length + 1)
        defer { buffer.deallocate() }
        let needed = sortKey(utf8: text, into: buffer)
        precondition(needed == length, "ICU gave one text two sort keys")
        return body(UnsafeBufferPointer(rebasing: buffer[..<needed]))
    }

    /// The sort key of `string`, as ``withSortKey(utf8:_:)`` gives it.
    func sortKey(_ string: String) -> [UInt8] {
        var string = string
        return string.withUTF8 { text in withSortKey(utf8: text) { Array($0) } }
    }

    /// Writes the sort key of UTF-8 text, with its terminating zero byte, into
    /// `buffer` when it fits (under the buffer rule of `ICUShim.h`). Returns
    /// the key's length without that byte.
    private func sortKey(utf8 text: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let base = UnsafeRawPointer(text.baseAddress)?.assumingMemoryBound(to: CChar.self)
        let capacity = Int32(clamping: buffer.count)
        return Int(icushim_collator_sort_key(pointer, base, Int32(text.count), buffer.baseAddress, capacity))
    }

    /// Compares two strings under the collator. Sorting uses sort keys; this
    /// is the collator's own answer, to check them against.
    func compare(_ a: String, _ b: String) throws(ICUError) -> Comparison {
        var status: Int32 = 0
        let result = icushim_collator_compare(pointer, a, Int32(a.utf8.count), b, Int32(b.utf8.count), &status)
        try ICUError.check(status, "comparing \(a) and \(b) under \(localeID)")
        return result < 0 ? .ascending : result > 0 ? .descending : .same
    }

    /// The collator's order of two UTF-8 texts, as their sort keys would
    /// compare: negative, zero or positive; nil should ICU fail (out of
    /// memory). O(their common prefix): ICU stops at the first difference.
    func compare(utf8 a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int32? {
        var status: Int32 = 0
        let result = a.withMemoryRebound(to: CChar.self) { a in
            b.withMemoryRebound(to: CChar.self) { b in
                icushim_collator_compare(pointer, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count), &status)
            }
        }
        return status > 0 ? nil : result
    }

    /// The locale whose collation data ICU loaded, with a non-standard
    /// collation type ("root", "zh@collation=stroke", "de@collation=phonebook").
    var actualLocale: String {
        icushim_collator_actual_locale(pointer).map { String(cString: $0) } ?? localeID
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
