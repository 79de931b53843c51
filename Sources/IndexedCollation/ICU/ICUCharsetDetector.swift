import ICUShim

/// ICU's charset detector (`ucsdet`): which encoding a sample of bytes most
/// likely has, judged from the frequencies of its bytes and sequences.
/// ICU reports ISO-8859-1 for Windows-1252 text without bytes 0x80–0x9F
/// (the two read those bytes alike).
///
/// Thread safety: each call opens and closes its own detector; callable
/// from any thread.
package enum ICUCharsetDetector {
    /// A detected encoding.
    package struct Match: Equatable, Sendable {
        /// ICU's name for it ("ISO-8859-1", "windows-1252", "Shift_JIS", "UTF-8").
        package let name: String
        /// From 0 to 100.
        package let confidence: Int

        package init(name: String, confidence: Int) {
            (self.name, self.confidence) = (name, confidence)
        }
    }

    /// The most likely encoding of `sample`; nil when ICU finds none.
    /// Complexity: O(sample) for each encoding ICU tries (a few dozen).
    package static func detect(_ sample: UnsafeBufferPointer<UInt8>) throws(ICUError) -> Match? {
        var confidence: Int32 = 0
        let name = try sample.withMemoryRebound(to: CChar.self) { bytes throws(ICUError) in
            try icuString("detecting a charset") { out, capacity, status in
                icushim_charset_detect(bytes.baseAddress, Int32(bytes.count), &confidence, out, capacity, status)
            }
        }
        return name.isEmpty ? nil : Match(name: name, confidence: Int(confidence))
    }
}
