import Synchronization

/// The memos of foreign strings that the library's own methods
/// (``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` without a
/// memo, and so `sections(of:by:)`, `sortedArray`, `sectionedList`) keep
/// for the next call of the same table: a server's second request for the
/// same contacts finds their transliterations and readings known.
///
/// Two collations share a memo when they place every string alike: the
/// same table (its one collator, which the catalog shares between
/// collations of a table) and the same options, with readings from the
/// system or none (a provider of the caller's own is never shared). The
/// store holds at most ``maximumMemos`` memos, the most recently used, each
/// kept only while it holds at most ``maximumFootprint`` bytes: at most some
/// 64 MB in all, whatever a process collates.
///
/// Thread safety: a call takes its table's memo out of the store and puts
/// it back when done, so each memo serves one call at a time; a call that
/// finds none (another call holds it) starts a fresh one.
/// Complexity: O(1) per call, besides the memo's own work.
enum SharedForeignStringMemos {
    /// Memos kept at once.
    static let maximumMemos = 4
    /// The most a memo may hold to be kept (``ForeignStringMemo/footprint``).
    static let maximumFootprint = 16 << 20

    /// What decides how a collation places strings.
    struct Identity: Hashable, Sendable {
        let collator: ObjectIdentifier
        let foreignScripts: Bool, personNames: Bool, ignoresLeadingArticles: Bool
        /// The memo keeps section numbers, which `othersFirst` shifts.
        let othersFirst: Bool
        let readings: Int
    }

    /// A kept memo. `@unchecked Sendable`: a memo is in the store or in
    /// the hands of the one call that took it out, never both.
    private struct Entry: @unchecked Sendable {
        let memo: ForeignStringMemo
        /// Keeps the collator alive, so that its identifier is not reused
        /// while the memo is kept.
        let collator: ICUCollator
        var lastUse: Int
    }

    private struct Store {
        var entries: [Identity: Entry] = [:]
        var uses = 0
    }

    private static let store = Mutex(Store())

    /// Runs `body` with the memo kept for `collation`'s placement (a fresh
    /// one when there is none or the collation's is not shareable), and
    /// keeps it afterwards while it is small enough.
    static func withMemo<Result>(for collation: LocalizedIndexedCollation, _ body: (ForeignStringMemo) -> Result) -> Result {
        guard let identity = identity(of: collation) else { return body(ForeignStringMemo()) }
        let kept = store.withLock { $0.entries.removeValue(forKey: identity) }
        let memo = kept?.memo ?? ForeignStringMemo()
        memo.handOver(to: collation)
        let result = body(memo)
        guard memo.footprint <= maximumFootprint else { return result }
        let entry = Entry(memo: memo, collator: collation.collator, lastUse: 0)
        store.withLock { store in
            store.uses += 1
            store.entries[identity] = entry
            store.entries[identity]?.lastUse = store.uses
            if store.entries.count > maximumMemos, let oldest = store.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                store.entries[oldest.key] = nil
            }
        }
        return result
    }

    /// The number of strings the memo kept for `collation`'s placement
    /// holds, nil when none is kept; and how many memos are kept. O(1).
    static func kept(for collation: LocalizedIndexedCollation) -> (strings: Int?, memos: Int) {
        let identity = identity(of: collation)
        return store.withLock { store in (identity.flatMap { store.entries[$0]?.memo.count }, store.entries.count) }
    }

    /// Forgets every kept memo (tests, and callers who want memory back).
    static func removeAll() {
        store.withLock { $0.entries.removeAll() }
    }

    private static func identity(of collation: LocalizedIndexedCollation) -> Identity? {
        let options = collation.options
        let readings: Int
        switch options.readings {
        case .system: readings = 0
        case .none: readings = 1
        case .provider: guard collation.readings == nil else { return nil }; readings = 2
        }
        return Identity(collator: ObjectIdentifier(collation.collator), foreignScripts: options.foreignScripts == .transliterate,
                        personNames: options.personNames, ignoresLeadingArticles: options.ignoresLeadingArticles,
                        othersFirst: options.othersFirst, readings: readings)
    }
}
