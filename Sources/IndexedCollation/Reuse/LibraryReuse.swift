import ByteMachinery

/// The one owner of everything the library keeps beyond one call: the
/// transliterators it opened, by ID (with their reaches and name splits),
/// validated tables and their collators, the results of transforms for
/// single Han characters, the Han context and the katakana table, and the
/// memos of foreign strings that the next call of the same table reuses.
///
/// Nothing is kept anywhere else, and nothing on disk unless asked
/// (``keepFiles(inDirectory:)``): `collate` asks for its cache directory;
/// an application that wants a second process to start warm asks for one
/// of its own and calls ``writeKeptFiles()`` when convenient.
///
/// A server bounds what is kept with ``maximumBytes`` and gives it back with
/// ``removeAll()``; ``counts`` tells what is kept. docs/reuse.md lists every
/// kept item with its scope, bound and file.
///
/// Thread safety: one lock (a POSIX mutex) guards the whole state; it is
/// held only to look up or store an item, never while ICU opens or derives
/// one or a file is read or written. An item is made once: a thread that
/// asks for an item another is making waits for that one, so two cores
/// meeting their first Han name together open `Han-Latin` once, not twice.
public final class LibraryReuse: Sendable {
    /// The process's owner, used by every collation and page.
    public static let shared = LibraryReuse()

    let state: LockedState

    /// An owner of its own (tests use one with a store of their own,
    /// instead of switching the process's).
    init(store: KeptStore? = nil) {
        state = LockedState(State(store: store))
    }

    /// The state behind one POSIX mutex, whose lock and unlock ThreadSanitizer
    /// sees (it cannot see `Synchronization.Mutex`'s futex calls on Linux, and
    /// the state's own methods run under the lock).
    final class LockedState: @unchecked Sendable {
        // @unchecked: every access to `state` is under `mutex`.
        private let mutex = PThreadMutex()
        private var state: State

        init(_ state: State) {
            self.state = state
        }

        /// `body`'s result, run on the state with the lock held; it must not take the lock again.
        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            mutex.withLock { body(&state) }
        }
    }

    struct State {
        var store: KeptStore?
        var maximumBytes = 64 << 20
        var usesSecondICU = true
        var transforms: [String: TransliteratorPool] = [:]
        /// The IDs of `transforms`, in the order they were opened.
        var transformsOpened: [String] = []
        /// Transliterators built from ICU's data without ICU's registry, by
        /// name (``LibraryReuse/anyLatin(ofScript:)``, one per script;
        /// ``LibraryReuse/transformFromData(id:)``); nil where the shim does
        /// not build it.
        var builtFromData: [String: TransliteratorPool?] = [:]
        var tables: [String: ValidatedTable] = [:]
        var variants: [String: ValidatedTable] = [:]
        var signatures: [String: String] = [:]
        var pieceTables: [String: PieceTable] = [:]
        /// Piece tables grown since they were last written.
        var changedPieceTables: Set<String> = []
        var hanContext: HanContext??
        /// Per script, what ``LibraryReuse/lettersAlone(of:)`` found.
        var lettersAlone: [ICUScript: ICUCharacterSet?] = [:]
        /// Per script, what ``LibraryReuse/contextLetters(of:)`` found.
        var contextLetters: [ICUScript: ICUContextLetters?] = [:]
        var keptLetters: LetterReadings?
        /// Per script, ``LibraryReuse/keptContextLetters(of:)``, and the
        /// scripts whose table grew since it was last written.
        var keptContextLetters: [ICUScript: ContextLetterReadings] = [:]
        var changedContextLetters: Set<ICUScript> = []
        var traditionalOnlyHan: TraditionalOnlyHan?
        var katakana: KatakanaReadings?
        var memos = MemoStore()
        /// Items derived in this process, to be written by ``writeKeptFiles()``.
        var unwritten: [UnwrittenFile] = []
        /// The item each thread is making, by name, for the threads that wait for it.
        var making: [String: Making] = [:]
    }

    /// Where the threads that want an item being made wait for it.
    final class Making: Sendable {
        let lock = PThreadMutex()
    }

    struct UnwrittenFile {
        let kind: KeptCodecs.Kind, id: String, lines: [String]
    }

    // MARK: The switch and the bound

    /// Keeps derived items in files in `path` (made `0700` when missing),
    /// read by later processes; nil: keeps none (the default). Items derived
    /// since are written by the next ``writeKeptFiles()``.
    public func keepFiles(inDirectory path: String?) {
        let store = path.map(KeptStore.init(directory:))
        state.withLock { $0.store = store }
    }

    /// The directory in use, if any.
    public var keptFilesDirectory: String? {
        state.withLock { $0.store?.directory }
    }

    var store: KeptStore? { state.withLock { $0.store } }

    /// The most memory the memos of foreign strings may hold in all (64 MiB
    /// by default); least recently used memos are given back first. Tables,
    /// transliterators and piece tables are few and bounded by count
    /// (docs/reuse.md), so the bound is the memos'.
    public var maximumBytes: Int {
        get { state.withLock { $0.maximumBytes } }
        set { state.withLock { $0.maximumBytes = max(0, newValue); $0.memos.trim(to: $0.maximumBytes) } }
    }

    /// Whether ICU's rule-based transliterations may also run on a second
    /// copy of ICU's libraries, beside this process's (true by default).
    /// ICU runs one such transliteration at a time in a process; a batch
    /// with many new words of a script read by rules (Greek, Devanagari,
    /// Thai names under a Latin table) is then transliterated on two cores.
    /// The copy is loaded once per process, for the first such batch (a
    /// few milliseconds; 7–10 MB more peak memory with its compiled rules),
    /// and gives the same results (docs/reuse.md, docs/performance.md).
    /// False: every transliteration on this process's ICU; what is built on
    /// a copy already loaded stays unused.
    public var usesSecondICU: Bool {
        get { state.withLock { $0.usesSecondICU } }
        set { state.withLock { $0.usesSecondICU = newValue } }
    }

    /// What is kept now.
    public struct Counts: Sendable, Equatable {
        /// Transliterators opened, by ID.
        public var transforms: Int
        /// Validated tables (with their collators), compiled-in and variants.
        public var tables: Int
        /// Single pieces and their transforms' results, over every transform.
        public var pieces: Int
        /// Memos of foreign strings.
        public var memos: Int
        /// The bytes the memos hold.
        public var memoBytes: Int
        /// Items derived in this process and not written yet.
        public var unwrittenFiles: Int
    }

    /// What is kept now. O(kept items).
    public var counts: Counts {
        state.withLock { state in
            Counts(transforms: state.transforms.count + state.builtFromData.values.count { $0 != nil },
                   tables: state.tables.count + state.variants.count,
                   pieces: state.pieceTables.values.reduce(0) { $0 + $1.count }, memos: state.memos.count,
                   memoBytes: state.memos.footprint,
                   unwrittenFiles: state.unwritten.count + state.changedPieceTables.count + state.changedContextLetters.count)
        }
    }

    /// Gives back everything kept in memory (the directory in use and the
    /// bound stay; files are left as they are, and items not written yet are
    /// dropped). Collations already made keep what they hold.
    public func removeAll() {
        state.withLock { state in
            state = State(store: state.store, maximumBytes: state.maximumBytes, usesSecondICU: state.usesSecondICU)
        }
    }

    // MARK: Files

    /// Writes the items derived since the last call to the directory in use
    /// (none: forgets them). `collate` calls it once, after its output is
    /// written, so that no key worker writes a file. O(the items' size).
    public func writeKeptFiles() {
        let (store, files, contextTables) = state.withLock { state -> (KeptStore?, [UnwrittenFile], [ContextLetterReadings]) in
            var files = state.unwritten
            for id in state.changedPieceTables.sorted() {
                if let table = state.pieceTables[id] { files.append(UnwrittenFile(kind: .pieces, id: id, lines: table.lines)) }
            }
            let contextTables = state.changedContextLetters.sorted { $0.rawValue < $1.rawValue }.compactMap { state.keptContextLetters[$0] }
            state.unwritten = []
            state.changedPieceTables = []
            state.changedContextLetters = []
            return (state.store, files, contextTables)
        }
        guard let store else { return }
        for file in files { store.write(file.lines, kind: file.kind, id: file.id) }
        // Encoded here, not under the lock: a table holds thousands of lines.
        for table in contextTables {
            guard let script = table.script else { continue }
            store.write(KeptCodecs.lines(ofContextLetters: table), kind: .contextLetters, id: Self.contextLettersID(of: script))
        }
    }

    /// Records an item to write, when a directory is in use.
    func derived(_ kind: KeptCodecs.Kind, id: String, lines: @autoclosure () -> [String]) {
        guard store != nil else { return }
        let file = UnwrittenFile(kind: kind, id: id, lines: lines())
        state.withLock { $0.unwritten.append(file) }
    }

    /// The item `lookup` finds in the state, else made once by `make` (outside
    /// the state's lock, under the item's own: a thread that asks meanwhile
    /// waits for it) and stored by `keep`. `name` tells items apart; making
    /// one item may ask for another, never for itself.
    func once<Value: Sendable, Failure: Error>(_ name: String, lookup: (State) -> Value?, make: () throws(Failure) -> Value,
                                               keep: (inout State, Value) -> Void) throws(Failure) -> Value {
        if let known = state.withLock({ lookup($0) }) { return known }
        let making = state.withLock { state in
            if let making = state.making[name] { return making }
            let making = Making()
            state.making[name] = making
            return making
        }
        let result: Result<Value, Failure> = making.lock.withLock {
            if let known = state.withLock({ lookup($0) }) { return .success(known) }
            do throws(Failure) {
                let made = try make()
                state.withLock { state in
                    keep(&state, made)
                    state.making[name] = nil
                }
                return .success(made)
            } catch {
                state.withLock { $0.making[name] = nil }
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The kept item of `kind` for `id`, decoded; nil when none is kept.
    func kept<Value>(_ kind: KeptCodecs.Kind, id: String, decode: ([Substring]) -> Value?) -> Value? {
        store?.read(kind, id: id).flatMap(decode)
    }

}
