/// The memos of foreign strings that the library's own methods
/// (``LocalizedIndexedCollation/collationKeyBatch(for:memo:)`` without a
/// memo, and so `sections(of:by:)`, `sortedArray`, `sectionedList`) keep
/// for the next call of the same table: a server's second request for the
/// same contacts finds their transliterations and readings known.
///
/// Two collations share a memo when they place every string alike: the
/// same table (its one collator, which the catalog shares between
/// collations of a table) and the same options, with readings from the
/// system or none (a provider of the caller's own is never shared). At
/// most ``MemoStore/maximumMemos`` memos are kept, the most recently used,
/// while together they hold at most ``LibraryReuse/maximumBytes``.
///
/// Thread safety: a call takes its table's memo out of the store and puts
/// it back when done, so each memo serves one call at a time; a call that
/// finds none (another call holds it) starts a fresh one.
/// Complexity: O(1) per call, besides the memo's own work.
extension LibraryReuse {
    /// Runs `body` with the memo kept for `collation`'s placement (a fresh
    /// one when there is none or the collation's is not shareable), and
    /// keeps it afterwards while the bound allows.
    func withMemo<Result>(for collation: LocalizedIndexedCollation, _ body: (ForeignStringMemo) -> Result) -> Result {
        guard let identity = MemoStore.Identity(collation) else { return body(ForeignStringMemo()) }
        let kept = state.withLock { $0.memos.take(identity) }
        let memo = kept ?? ForeignStringMemo()
        memo.handOver(to: collation)
        let result = body(memo)
        let footprint = memo.footprint
        state.withLock { state in
            guard footprint <= state.maximumBytes else { return }
            state.memos.put(memo, footprint: footprint, collator: collation.collator, for: identity)
            state.memos.trim(to: state.maximumBytes)
        }
        return result
    }

    /// The number of strings the memo kept for `collation`'s placement
    /// holds, nil when none is kept; and how many memos are kept. O(1).
    func keptMemo(for collation: LocalizedIndexedCollation) -> (strings: Int?, memos: Int) {
        let identity = MemoStore.Identity(collation)
        return state.withLock { state in (identity.flatMap { state.memos.count(of: $0) }, state.memos.count) }
    }
}

/// The kept memos, least recently used given back first.
struct MemoStore {
    /// Memos kept at once.
    static let maximumMemos = 4

    /// What decides how a collation places strings.
    struct Identity: Hashable, Sendable {
        let collator: ObjectIdentifier
        let foreignScripts: Bool, personNames: Bool, ignoresLeadingArticles: Bool
        /// The memo keeps section numbers, which `othersFirst` shifts.
        let othersFirst: Bool
        let readings: Int

        /// Nil when the collation's placements are not shareable (readings
        /// from a provider of the caller's own).
        init?(_ collation: LocalizedIndexedCollation) {
            let options = collation.options
            switch options.readings {
            case .system: readings = 0
            case .none: readings = 1
            case .provider: guard collation.readings == nil else { return nil }; readings = 2
            }
            collator = ObjectIdentifier(collation.collator)
            foreignScripts = options.foreignScripts == .transliterate
            personNames = options.personNames
            ignoresLeadingArticles = options.ignoresLeadingArticles
            othersFirst = options.othersFirst
        }
    }

    /// A kept memo. `@unchecked Sendable`: a memo is in the store or in
    /// the hands of the one call that took it out, never both.
    private struct Entry: @unchecked Sendable {
        let memo: ForeignStringMemo
        let footprint: Int
        /// Keeps the collator alive, so that its identifier is not reused
        /// while the memo is kept.
        let collator: ICUCollator
        var lastUse: Int
    }

    private var entries: [Identity: Entry] = [:]
    private var uses = 0

    var count: Int { entries.count }
    var footprint: Int { entries.values.reduce(0) { $0 + $1.footprint } }

    func count(of identity: Identity) -> Int? { entries[identity]?.memo.count }

    mutating func take(_ identity: Identity) -> ForeignStringMemo? {
        entries.removeValue(forKey: identity)?.memo
    }

    mutating func put(_ memo: ForeignStringMemo, footprint: Int, collator: ICUCollator, for identity: Identity) {
        uses += 1
        entries[identity] = Entry(memo: memo, footprint: footprint, collator: collator, lastUse: uses)
    }

    /// Gives back the least recently used memos until at most
    /// ``maximumMemos`` hold at most `bytes` together.
    mutating func trim(to bytes: Int) {
        var total = footprint
        while entries.count > Self.maximumMemos || total > bytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            total -= oldest.value.footprint
            entries[oldest.key] = nil
        }
    }
}
