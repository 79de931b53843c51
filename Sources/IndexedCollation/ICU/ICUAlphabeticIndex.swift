import ICUShim

/// ICU's `AlphabeticIndex` (its immutable form): the bucket labels ICU
/// derives from CLDR's index characters, and the bucket of any string.
/// It is the reference for "what are the sections of locale X".
///
/// Thread safety: immutable once built; ICU's ImmutableIndex may be shared.
final class ICUAlphabeticIndex: @unchecked Sendable {
    private let pointer: OpaquePointer

    /// What a bucket holds: the strings of its label (normal), or those
    /// before, between or after the labelled scripts.
    struct LabelType: Equatable {
        let rawValue: Int32
        static let normal = LabelType(rawValue: Int32(ICUSHIM_LABEL_NORMAL))
        static let underflow = LabelType(rawValue: Int32(ICUSHIM_LABEL_UNDERFLOW))
        static let inflow = LabelType(rawValue: Int32(ICUSHIM_LABEL_INFLOW))
        static let overflow = LabelType(rawValue: Int32(ICUSHIM_LABEL_OVERFLOW))
    }

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
        self.pointer = try ICUError.checkedHandle(pointer, status, "building the alphabetic index of \(localeID)")
    }

    deinit { icushim_alphabetic_index_close(pointer) }

    /// The buckets in order, underflow first and overflow last.
    var buckets: [Bucket] {
        (0..<icushim_alphabetic_index_bucket_count(pointer)).map { index in
            var type: Int32 = 0
            let label = String(cString: icushim_alphabetic_index_bucket_label(pointer, index, &type))
            return Bucket(label: label, type: LabelType(rawValue: type))
        }
    }

    /// The bucket ICU puts `string` in.
    func bucketIndex(of string: String) throws(ICUError) -> Int {
        var status: Int32 = 0
        let bucket = icushim_alphabetic_index_bucket_of(pointer, string, Int32(string.utf8.count), &status)
        try ICUError.check(status, "finding the bucket of \(string)")
        return Int(bucket)
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
