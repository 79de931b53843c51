import ICUShim

/// A set of characters ICU computed (a frozen `UnicodeSet`), such as the
/// reach of a transliterator (``ICUTransliterator/reach()``).
///
/// Thread safety: immutable once made; any number of threads may query it
/// at once.
final class ICUCharacterSet: @unchecked Sendable {
    private let pointer: OpaquePointer

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { icushim_charset_close(pointer) }

    /// Whether UTF-8 text holds a character of the set (ill-formed bytes
    /// count as U+FFFD, as ICU reads them). O(n) for n bytes, a table
    /// lookup per character.
    func containsSome(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        return base.withMemoryRebound(to: CChar.self, capacity: text.count) {
            icushim_charset_contains_some_utf8(pointer, $0, Int32(text.count))
        }
    }
}
