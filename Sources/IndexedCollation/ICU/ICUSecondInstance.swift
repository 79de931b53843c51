import ICUShim

/// A second copy of ICU's libraries in the process (the shim's
/// `SecondICU.h`). ICU runs one rule-based transliteration at a time in a
/// process, under one lock; the copy has its own, so transliterators whose
/// rule passes run on it (``ICUTransliterator/anyLatin(ofScript:on:)``)
/// work on another core beside this process's (docs/performance.md,
/// "A second ICU").
///
/// Loading it maps ICU's libraries (and the C and C++ libraries they use)
/// once more; ``LibraryReuse/secondICU`` loads it once, for work that pays
/// for it. Transliterators built on it keep it loaded.
///
/// Thread safety: immutable once loaded; any thread may build on it.
final class ICUSecondInstance: @unchecked Sendable {
    // @unchecked: the handle is only read, and the shim's loaded copy never changes.
    let pointer: OpaquePointer

    /// Nil where the system cannot load a second copy (no `dlmopen`, no
    /// namespace left for it, an ICU linked statically).
    init?() {
        guard let pointer = icushim_second_icu_load() else { return nil }
        self.pointer = pointer
    }

    deinit { icushim_second_icu_close(pointer) }
}
