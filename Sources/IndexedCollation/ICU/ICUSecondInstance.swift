import ICUShim

/// A second copy of ICU's libraries in the process (the shim's
/// `SecondICU.h`). ICU runs one rule-based transliteration at a time in a
/// process, under one lock; the copy has its own, so transliterators whose
/// rule passes run on it (``ICUTransliterator/anyLatin(ofScript:on:)``)
/// work on another core beside this process's (docs/performance.md,
/// "A second ICU").
///
/// Loaded at most once per process, on first use, and never unloaded, as
/// the system's MeCab is: glibc keeps a namespace's C library until the
/// process exits, so every load would hold its pages (some 2.4 MB) and a
/// slot of static TLS for good, and after about ten loads none is left.
/// What is built on it (its transliterators) is kept by ``LibraryReuse``,
/// which asks for it only while ``LibraryReuse/usesSecondICU`` is true.
///
/// Thread safety: immutable once loaded; any thread may build on it.
final class ICUSecondInstance: @unchecked Sendable {
    // @unchecked: the handle is only read, and the shim's loaded copy never changes.
    let pointer: OpaquePointer

    /// The process's copy; nil where the system cannot load one (no
    /// `dlmopen`, no namespace or static TLS left for it, an ICU linked
    /// statically).
    static let process = ICUSecondInstance()

    private init?() {
        guard let pointer = icushim_second_icu_load() else { return nil }
        self.pointer = pointer
    }
}
