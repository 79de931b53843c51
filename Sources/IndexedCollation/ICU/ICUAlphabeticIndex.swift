import ICUShim

/// ICU's `AlphabeticIndex` (its immutable form): the bucket labels ICU
/// derives from CLDR's index characters, and the bucket of any string.
/// It is the reference for "what are the sections of locale X".
///
/// Thread safety: immutable once built; ICU's ImmutableIndex may be shared.
final class ICUAlphabeticIndex: @unchecked Sendable {
    private let pointer: OpaquePointer
    let localeID: String

    enum LabelType: Int32 { case normal = 0, underflow, inflow, overflow }

    struct Bucket: Equatable {
        let label: String
        let type: LabelType
    }

    /// Builds the index for `localeID`, adding the labels of `extraLabelLocales`
    /// (ICU's `addLabels`, as Android adds English A–Z).
    init(localeID: String, extraLabelLocales: [String] = [], maxLabelCount: Int = 300) throws(ICUError) {
        var status: Int32 = 0
        let pointer = withCStrings(extraLabelLocales) { extras in
            icushim_alphabetic_index_open(localeID, extras, Int32(extraLabelLocales.count), Int32(maxLabelCount), &status)
        }
        try ICUError.check(status, "building the alphabetic index of \(localeID)")
        guard let pointer else { throw ICUError(code: 1, operation: "building the alphabetic index of \(localeID)") }
        self.pointer = pointer
        self.localeID = localeID
    }

    deinit { icushim_alphabetic_index_close(pointer) }

    /// The buckets in order, underflow first and overflow last.
    var buckets: [Bucket] {
        (0..<icushim_alphabetic_index_bucket_count(pointer)).map { index in
            var type: Int32 = 0
            let label = String(cString: icushim_alphabetic_index_bucket_label(pointer, index, &type))
            return Bucket(label: label, type: LabelType(rawValue: type) ?? .normal)
        }
    }

    /// The bucket ICU puts `string` in.
    func bucketIndex(of string: String) -> Int {
        var status: Int32 = 0
        return Int(icushim_alphabetic_index_bucket_of(pointer, string, Int32(string.utf8.count), &status))
    }
}

/// Calls `body` with a C array of C strings that lives for the call.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
    let duplicates = strings.map { strdup($0) }
    defer { duplicates.forEach { free($0) } }
    let pointers = duplicates.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
