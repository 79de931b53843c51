import ICUShim

/// A failure reported by ICU, with ICU's name for it ("U_INVALID_ID").
///
/// Every status the shim reports passes through `ICUError.check`, the
/// one place where statuses become Swift errors. (The shim's functions that
/// take no status say in `ICUShim.h` why ICU cannot fail there.)
public struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ICU's `UErrorCode` value; positive values are failures.
    public let code: Int32
    /// What the package was doing when ICU failed ("opening transliterator Any-Latn").
    public let operation: String

    /// ICU's name for ``code``, such as `U_INVALID_ID`.
    public var name: String { String(cString: icushim_error_name(code)) }

    /// What failed and ICU's name for it: `ICU failed opening transliterator Any-Latn: U_INVALID_ID`.
    public var description: String { "ICU failed \(operation): \(name)" }

    /// Throws when `status` is a failure; warnings (negative values) pass.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
        if status > 0 { throw ICUError(code: status, operation: operation()) }
    }

    /// The handle an `icushim_*_open` or `*_clone` function returned, once
    /// its status is checked. The shim returns NULL only with a failure, so a
    /// NULL with success is the shim's bug, reported as ICU reports its own.
    static func checkedHandle(
        _ handle: OpaquePointer?, _ status: Int32, _ operation: @autoclosure () -> String
    ) throws(ICUError) -> OpaquePointer {
        try check(status, operation())
        guard let handle else {
            throw ICUError(code: Int32(ICUSHIM_STATUS_INTERNAL_PROGRAM_ERROR), operation: operation())
        }
        return handle
    }
}

/// ICU refused a collator's rules: its failure, and where in the rules ICU
/// stopped (from ICU's `UParseError`).
struct ICURuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ICU's failure (`U_INVALID_FORMAT_ERROR`, `U_RULE_MASK_ERROR`, …).
    let icu: ICUError
    /// Where ICU stopped, in Unicode scalars from the start of the rules, or
    /// nil when ICU named no place in them.
    let offset: Int?
    /// Up to 15 UTF-16 units of the rules before and after that place.
    let before: String
    let after: String

    init(_ icu: ICUError, place: icushim_rule_error) {
        self.icu = icu
        offset = place.offset >= 0 ? Int(place.offset) : nil
        before = Self.string(place.preContext)
        after = Self.string(place.postContext)
    }

    /// `syntax error at offset 3 (after '&h ', before '< < ch'): U_INVALID_FORMAT_ERROR`.
    var description: String {
        guard let offset else { return "ICU refused the rules: \(icu.name)" }
        return "syntax error at offset \(offset) (after '\(before)', before '\(after)'): \(icu.name)"
    }

    /// A NUL-terminated C array imported as a tuple, as a string.
    private static func string<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// The versions of the ICU library this package was linked with.
///
/// Thread safety: read once, on first use, by whichever thread comes first.
public enum ICUVersion {
    /// ICU's version, such as "72.1".
    public static let icu = String(cString: icushim_icu_version())
    /// The Unicode version of ICU's character data, such as "15.0".
    public static let unicode = String(cString: icushim_unicode_version())
    /// The CLDR version of ICU's locale data, such as "42.0".
    package static let cldr = String(cString: icushim_cldr_version())
}

/// Reads a string that the shim writes into a caller's buffer under the
/// buffer rule of `ICUShim.h`: asks with a small buffer, and once more with
/// the size the shim reports when that was too small.
func icuString(
    _ operation: @autoclosure () -> String,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var status: Int32 = 0
    var capacity: Int32 = 128
    while true {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(capacity))
        defer { buffer.deallocate() }
        let needed = fill(buffer, capacity, &status)
        try ICUError.check(status, operation())
        if needed < capacity {
            return String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(needed)), as: UTF8.self)
        }
        capacity = needed + 1
    }
}

/// Reads a list that the shim writes under the buffer rule of `ICUShim.h`:
/// one string in which every item is followed by a NUL byte.
func icuStringList(
    _ operation: @autoclosure () -> String,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> [String] {
    let joined = try icuString(operation(), fill)
    return joined.utf8.split(separator: 0, omittingEmptySubsequences: false)
        .dropLast()
        .map { String(Substring($0)) }
}
