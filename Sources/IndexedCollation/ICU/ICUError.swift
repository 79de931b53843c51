import ICUShim

/// A failure reported by ICU, with ICU's name for it ("U_INVALID_ID").
///
/// Every ICU status code the shim returns passes through ``ICUError/check(_:_:)``,
/// the one place where statuses become Swift errors.
public struct ICUError: Error, Sendable, Equatable, CustomStringConvertible {
    /// ICU's `UErrorCode` value; positive values are failures.
    public let code: Int32
    /// What the package was doing when ICU failed ("opening transliterator Any-Latn").
    public let operation: String

    public var name: String { String(cString: icushim_error_name(code)) }

    public var description: String { "ICU failed \(operation): \(name)" }

    /// Throws when `status` is a failure; warnings (negative values) pass.
    static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
        if status > 0 { throw ICUError(code: status, operation: operation()) }
    }

    /// ICU's warning that it used the root data instead of the requested locale's.
    static let usingDefaultWarning: Int32 = -127
}

/// The versions of the ICU library this package was linked with.
public enum ICUVersion {
    /// ICU's version, such as "72.1".
    public static var icu: String { String(cString: icushim_icu_version()) }
    /// The Unicode version of ICU's character data, such as "15.0".
    public static var unicode: String { String(cString: icushim_unicode_version()) }
}

/// Reads a string that the shim writes into a caller's buffer: asks with a
/// small buffer and retries once with the size the shim reports.
func icuString(
    _ operation: @autoclosure () -> String,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var status: Int32 = 0
    var capacity: Int32 = 128
    while true {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(capacity))
        defer { buffer.deallocate() }
        let length = fill(buffer, capacity, &status)
        try ICUError.check(status, operation())
        if length < capacity {
            return String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(length)), as: UTF8.self)
        }
        capacity = length + 1
    }
}

/// Reads a list of strings that the shim returns joined by NUL bytes.
func icuStringList(
    _ operation: @autoclosure () -> String,
    _ fill: (UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> [String] {
    var status: Int32 = 0
    let size = fill(nil, 0, &status)
    try ICUError.check(status, operation())
    guard size > 0 else { return [] }
    let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: Int(size))
    defer { buffer.deallocate() }
    _ = fill(buffer.baseAddress, size, &status)
    try ICUError.check(status, operation())
    return UnsafeRawBufferPointer(buffer).split(separator: 0, omittingEmptySubsequences: false)
        .dropLast()
        .map { String(decoding: $0, as: UTF8.self) }
}
