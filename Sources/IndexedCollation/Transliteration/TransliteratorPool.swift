import Synchronization

/// Transliterators of one ID that several threads can use at once (each
/// call borrows a clone of its own from a ``ResourcePool``).
final class TransliteratorPool: Sendable {
    let id: String
    /// The clones, made when the pool opens: at once, or on the first
    /// ``apply(_:)`` when the reach was kept by an earlier process.
    private let clones: Mutex<ResourcePool<ICUTransliterator>?>
    /// The characters without which a text comes back unchanged
    /// (``ICUTransliterator/reach()``), when asked for and boundable.
    private let reach: ICUCharacterSet?
    /// For an ID with `Any-…` in it, which builds a transliterator per
    /// script on first meeting it: each script's first text alone, so that
    /// ICU compiles the script's rules once, not once per thread.
    private let firstMeetings: ScriptFirstMeetings?

    /// Opens the transliterator; an unknown ID throws `U_INVALID_ID`.
    /// `boundingReach`: also derive its reach (some 300 million instructions for
    /// `Han-Latin`), so that ``leavesUnchanged(utf8:)`` can answer; a
    /// `keptReach` (one an earlier process derived under the running ICU,
    /// ``LibraryReuse``) is taken instead, and nothing is opened now: the
    /// transliterator opens on first use, which texts outside the reach
    /// never need. A pool is made by ``LibraryReuse/transform(id:boundingReach:)``,
    /// which shares it.
    init(id: String, boundingReach: Bool = false, keptReach: ICUCharacterSet? = nil) throws(ICUError) {
        self.id = id
        firstMeetings = id.contains("Any-") ? ScriptFirstMeetings() : nil
        if boundingReach, let keptReach {
            reach = keptReach
            clones = Mutex(nil)
            return
        }
        let prototype = try ICUTransliterator(id: id)
        reach = boundingReach ? try prototype.reach() : nil
        clones = Mutex(try Self.pool(of: prototype))
    }

    /// A pool of clones of `prototype`, built some other way than by its
    /// ID (from ICU's data: ``LibraryReuse/anyLatin(ofScript:)``,
    /// ``LibraryReuse/transformFromData(id:)``).
    init(of prototype: ICUTransliterator) throws(ICUError) {
        id = prototype.id
        firstMeetings = nil
        reach = nil
        clones = Mutex(try Self.pool(of: prototype))
    }

    /// The reach, when the pool was asked to bound it.
    var boundingReach: ICUCharacterSet? { reach }
    var hasReach: Bool { reach != nil }

    /// Clones of `prototype`; more come from a private template, cloned under the pool's lock.
    private static func pool(of prototype: ICUTransliterator) throws(ICUError) -> ResourcePool<ICUTransliterator> {
        let template = try prototype.clone()
        return ResourcePool(first: prototype) { try? template.clone() }
    }

    /// The clones, opening the transliterator first if it is not open yet
    /// (nil only when ICU runs out of memory).
    private func openedClones() -> ResourcePool<ICUTransliterator>? {
        clones.withLock { clones in
            if clones == nil { clones = try? Self.pool(of: ICUTransliterator(id: id)) }
            return clones
        }
    }

    /// Transliterates `text`. Should ICU run out of memory (to open, clone or
    /// transliterate), the text is returned unchanged rather than dropped.
    func apply(_ text: String) -> String {
        guard let clones = openedClones() else { return text }
        guard let firstMeetings else { return clones.withResource { (try? $0.apply(text)) ?? text } ?? text }
        return firstMeetings.run(for: text) { clones.withResource { (try? $0.apply(text)) ?? text } ?? text }
    }

    /// What ``ICUTransliterator/nameSplit()`` gives, asked once (opening the
    /// transliterator if it is not open yet).
    private let nameSplitSets = Mutex<NameSplit??>(nil)
    typealias NameSplit = HanNameSplit

    /// The sets of ``ICUTransliterator/nameSplit()`` for this pool's
    /// transliterator; nil when it has none. Any thread may ask; asked once.
    /// `kept`: sets an earlier process kept (``LibraryReuse/nameSplit(of:)``),
    /// read without opening the transliterator; `derived` is told of sets
    /// asked of ICU, for later processes.
    func nameSplit(kept: () -> NameSplit?, derived: (NameSplit) -> Void) -> NameSplit? {
        if let known = nameSplitSets.withLock({ $0 }) { return known }
        let split: NameSplit?
        if let kept = kept() {
            split = kept
        } else {
            split = openedClones()?.withResource { $0.nameSplit() } ?? nil
            if let split { derived(split) }
        }
        nameSplitSets.withLock { $0 = .some(split) }
        return split
    }

    /// ``ICUTransliterator/hanContext()`` of this pool's transliterator.
    func hanContext() -> HanContext? {
        openedClones()?.withResource { $0.hanContext() } ?? nil
    }

    /// ``ICUTransliterator/lettersAlone()`` of this pool's transliterator.
    func lettersAlone() -> ICUCharacterSet? {
        openedClones()?.withResource { (try? $0.lettersAlone()) ?? nil } ?? nil
    }

    /// ``ICUTransliterator/contextLetters(script:)`` of this pool's transliterator.
    func contextLetters(script: ICUScript) -> ICUContextLetters? {
        openedClones()?.withResource { (try? $0.contextLetters(script: script)) ?? nil } ?? nil
    }

    /// Whether the transliterator is known to leave this UTF-8 text as it
    /// is: it holds no character of the reach. False when the pool has no
    /// reach. O(n) for n bytes, no ICU transliteration.
    func leavesUnchanged(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let reach else { return false }
        return !reach.containsSome(utf8: text)
    }

    /// ``leavesUnchanged(utf8:)`` of a string.
    func leavesUnchanged(_ text: String) -> Bool {
        guard reach != nil else { return false }
        var text = text
        return text.withUTF8 { leavesUnchanged(utf8: $0) }
    }
}

/// A ``TransliteratorPool`` shared through ``LibraryReuse``, opened on
/// first use: a collation that never meets a string to
/// transliterate never pays for it (opening `Any-Latin` builds ICU's
/// transliterator registry: some 140 million instructions, tens of
/// milliseconds, before the first record could be keyed).
///
/// Thread safety: any number of threads may call ``apply(_:)`` at once; the
/// first opens the pool under a lock, every call then borrows its own clone.
final class LazyTransliteratorPool: Sendable {
    let id: String
    private let reuse: LibraryReuse
    private let pool = Mutex<TransliteratorPool?>(nil)

    /// Whether the pool is `Any-Latin`, which reads a text of one script
    /// by that script's transliterator alone (``LibraryReuse/anyLatin(ofScript:)``).
    private let readsByScript: Bool
    /// Per script met, that transliterator (nil where the shim does not
    /// build it): the owner's, held here so that a text asks this lock, not
    /// the owner's.
    private let byScript = Mutex<[ICUScript: TransliteratorPool?]>([:])
    /// Whether the transform is built from ICU's data when the shim can
    /// (``LibraryReuse/transformFromData(id:)``), never opened by ID then.
    private let fromData: Bool

    /// `fromData`: build the transform from ICU's data when the shim can,
    /// for a caller that only transliterates with it (no reach, no split).
    /// - Precondition: ICU knows `id` (checked on first use).
    init(id: String, reuse: LibraryReuse = .shared, fromData: Bool = false) {
        self.id = id
        self.reuse = reuse
        readsByScript = id == "Any-Latin"
        self.fromData = fromData
    }

    /// For `Any-Latin`, the transliterator of a text whose letters are of
    /// one script, built without ICU's registry; nil for any other text or
    /// pool. O(its length) once that is built.
    private func scriptPool(for text: String) -> TransliteratorPool? {
        guard readsByScript, let script = ICUCharacter.onlyScript(of: text) else { return nil }
        return scriptPool(of: script)
    }

    /// ``scriptPool(for:)`` of a text whose script is known.
    private func scriptPool(of script: ICUScript) -> TransliteratorPool? {
        guard readsByScript else { return nil }
        if let known = byScript.withLock({ $0[script] }) { return known }
        let built = reuse.anyLatin(ofScript: script)
        byScript.withLock { $0[script] = .some(built) }
        return built
    }

    /// For `Any-Latin`, the transliterator of `script` whose rule passes run
    /// on the second copy of ICU (``LibraryReuse/anyLatinOnSecondICU(ofScript:)``):
    /// the same results as ``apply(_:script:)``, beside it. Nil for any
    /// other pool, and where none is built.
    func poolOnSecondICU(of script: ICUScript) -> TransliteratorPool? {
        guard readsByScript, scriptPool(of: script) != nil else { return nil }
        return reuse.anyLatinOnSecondICU(ofScript: script)
    }

    /// ``poolOnSecondICU(of:)`` when it was built already: nil otherwise,
    /// without loading the copy or building anything on it. O(1).
    func builtPoolOnSecondICU(of script: ICUScript) -> TransliteratorPool? {
        guard readsByScript else { return nil }
        return reuse.builtAnyLatinOnSecondICU(ofScript: script)
    }

    /// Whether transliterating `text` needs this pool opened by ID: false
    /// for a text ``scriptPool(for:)`` serves.
    func needsOpening(for text: String) -> Bool {
        scriptPool(for: text) == nil
    }

    /// The pool, opened now if it is not: built from data, else by ID.
    private func opened(_ pool: inout TransliteratorPool?) -> TransliteratorPool {
        if let pool { return pool }
        let made = (fromData ? reuse.transformFromData(id: id) : nil) ?? reuse.builtInTransform(id: id)
        pool = made
        return made
    }

    /// Transliterates `text`, as ``TransliteratorPool/apply(_:)``.
    func apply(_ text: String) -> String {
        if let pool = scriptPool(for: text) { return pool.apply(text) }
        return pool.withLock { opened(&$0) }.apply(text)
    }

    /// ``apply(_:)`` of a text whose script the caller knows: `script` is
    /// ``ICUCharacter/onlyScript(of:)`` of `text`, which is not scanned again.
    func apply(_ text: String, script: ICUScript) -> String {
        if let pool = scriptPool(of: script) { return pool.apply(text) }
        return pool.withLock { opened(&$0) }.apply(text)
    }

    /// Opens the pool now, on the calling thread, unless it is open or
    /// another thread holds it (opening it, which this does not wait for):
    /// for a caller that will need it soon and has other threads busy
    /// meanwhile, so that the opening overlaps their work.
    func openUnlessBusy() {
        _ = pool.withLockIfAvailable { _ = opened(&$0) }
    }

    /// Whether the pool is open (waits while another thread opens it).
    var isOpen: Bool {
        pool.withLock { $0 != nil }
    }
}
