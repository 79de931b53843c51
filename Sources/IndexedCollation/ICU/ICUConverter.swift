import ICUShim

/// ICU's converter from one encoding (any name or alias ICU knows:
/// windows-1252, iso-8859-2, shift_jis, gb18030, big5, euc-kr, koi8-r, …)
/// to UTF-8, for a stream read in chunks: a multi-byte sequence cut by a
/// chunk's end is completed by the next chunk. A sequence the encoding
/// cannot map stops the conversion (ICU's stop callback, never a substitute
/// character), so that nothing is altered silently.
///
/// Thread safety: it keeps the stream's state between calls; it may move
/// between threads (hence `Sendable`) but is used by one at a time.
package final class ICUConverter: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// The name it was opened with.
    package let name: String

    /// Where a conversion stopped: the bytes of a sequence the encoding
    /// cannot map or does not allow, or that the stream ended inside.
    package struct Stop: Error, Equatable, Sendable {
        /// The sequence, as in the input.
        package let bytes: [UInt8]
        /// Whether the stream ended inside the sequence (ICU's `U_TRUNCATED_CHAR_FOUND`).
        package let isTruncated: Bool
        /// A lone surrogate the converter produced (UTF-7 and CESU-8 pass
        /// one through), named instead of `bytes`, which are then empty.
        package var loneSurrogate: UInt16?

        package init(bytes: [UInt8], isTruncated: Bool, loneSurrogate: UInt16? = nil) {
            (self.bytes, self.isTruncated, self.loneSurrogate) = (bytes, isTruncated, loneSurrogate)
        }
    }

    /// Opens the converter of `name`. Throws `ICUError` with
    /// `isUnknownName` for a name ICU does not know.
    package init(name: String) throws(ICUError) {
        var status: Int32 = 0
        let handle = icushim_converter_open(name, &status)
        pointer = try ICUError.checkedHandle(handle, status, "opening the converter of '\(name)'")
        self.name = name
    }

    deinit { icushim_converter_close(pointer) }

    /// ICU's canonical name of the encoding ("ibm-943_P15A-2003" for shift_jis).
    package var canonicalName: String { String(cString: icushim_converter_name(pointer)) }

    /// Appends the next bytes of the stream to `utf8`, converted; `flush` with
    /// the last (possibly empty) ones, which also makes the converter ready
    /// for a new stream. Returns nil, or where the conversion stopped: then
    /// `utf8` ends with the text before the sequence, and the converter is
    /// ready for a new stream. Complexity: O(bytes).
    package func appendUTF8(of bytes: UnsafeBufferPointer<UInt8>, flush: Bool, to utf8: inout [UInt8]) throws(ICUError) -> Stop? {
        var status: Int32 = 0
        var length: Int32 = 0
        let result = bytes.withMemoryRebound(to: CChar.self) { source in
            icushim_converter_to_utf8(pointer, source.baseAddress, Int32(source.count), flush, &length, &status)
        }
        if let result, length > 0 {
            utf8.append(contentsOf: UnsafeRawBufferPointer(start: result, count: Int(length)))
        }
        let stopping = [ICUSHIM_STATUS_INVALID_CHAR_FOUND, ICUSHIM_STATUS_ILLEGAL_CHAR_FOUND, ICUSHIM_STATUS_TRUNCATED_CHAR_FOUND]
        guard stopping.contains(where: { Int32($0) == status }) else {
            try ICUError.check(status, "converting from \(name)")
            return nil
        }
        // ICU keeps at most 32 bytes of the sequence; they are bytes, not UTF-8.
        var sequence = [CChar](repeating: 0, count: 33)
        let count = icushim_converter_invalid_bytes(pointer, &sequence, Int32(sequence.count))
        let stopped = sequence.prefix(Int(min(count, 32))).map { UInt8(bitPattern: $0) }
        let lone = icushim_converter_lone_surrogate(pointer)
        return Stop(bytes: stopped, isTruncated: status == Int32(ICUSHIM_STATUS_TRUNCATED_CHAR_FOUND), loneSurrogate: lone == 0 ? nil : lone)
    }

    /// The text of `bytes` in this converter's encoding, or where it stopped.
    /// Complexity: O(bytes).
    package func string(decoding bytes: [UInt8]) throws(ICUError) -> Result<String, Stop> {
        var utf8: [UInt8] = []
        let stop = try bytes.withUnsafeBufferPointer { buffer throws(ICUError) in try appendUTF8(of: buffer, flush: true, to: &utf8) }
        if let stop { return .failure(stop) }
        return .success(String(decoding: utf8, as: UTF8.self))
    }

    /// Every encoding name and alias ICU knows, each once (thousands:
    /// "UTF-8", "windows-1252", "cp1252", "ibm-5348_P100-1997", …). Complexity:
    /// reads ICU's alias table; call it for messages, not per record.
    package static func allNames() throws(ICUError) -> [String] {
        try icuStringList("listing ICU's converters") { out, capacity, status in
            icushim_converter_all_names(out, capacity, status)
        }
    }
}

extension ICUError {
    /// Whether ICU failed for want of a converter of the name asked for.
    package var isUnknownName: Bool { code == Int32(ICUSHIM_STATUS_FILE_ACCESS) }
}
