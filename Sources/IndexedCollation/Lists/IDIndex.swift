/// The keys of a ``SectionedList``'s elements by their `id`, in a class so
/// that the list, generic over any element, can hold it before knowing that
/// its elements are `Identifiable`.
///
/// Snapshots of a list share it (``init(sharing:)``), so it is a shallow
/// trie of copy-on-write arrays: ``fanOut`` chunks of ``fanOut`` small
/// dictionaries, picked by the id's hash. A change to an index that a kept
/// snapshot shares copies the chunk array (``fanOut`` references), one
/// chunk (``fanOut`` references) and the one dictionary the id is in (some
/// n / 4,096 entries), not an index of every element. Why so small: a
/// dictionary of a generic key, copied in this unspecialized code, costs
/// some 100 ns an entry, so 256 buckets of some 200 ids each still cost
/// tens of microseconds a change at 50,000 elements.
final class IDIndex<ID: Hashable> {
    /// The chunks, and the dictionaries in each chunk: 64.
    static var fanOut: Int { 1 << fanOutBits }
    private static var fanOutBits: Int { 6 }
    /// `chunks[c][d]` holds the ids whose hash picks chunk `c`, dictionary `d`.
    private var chunks: [[[ID: ListKey]]]

    /// An empty index with room for about `count` ids (none reserved for a
    /// small list, whose dictionaries grow as ids come).
    init(capacity count: Int) {
        var bucket: [ID: ListKey] = [:]
        let perBucket = count / (Self.fanOut * Self.fanOut)
        if perBucket > 0 { bucket.reserveCapacity(perBucket + perBucket / 4 + 1) }
        chunks = Array(repeating: Array(repeating: bucket, count: Self.fanOut), count: Self.fanOut)
    }

    /// A copy of `other` that shares its chunks and dictionaries until one
    /// changes. O(1).
    init(sharing other: IDIndex) {
        chunks = other.chunks
    }

    /// The key of `id`. O(1) expected; a change to a shared index copies
    /// O(fanOut + n / fanOut²) as above.
    subscript(id: ID) -> ListKey? {
        get {
            let (chunk, bucket) = Self.place(of: id)
            return chunks[chunk][bucket][id]
        }
        set {
            let (chunk, bucket) = Self.place(of: id)
            chunks[chunk][bucket][id] = newValue
        }
    }

    /// The chunk and dictionary of `id`: two groups of bits of its hash.
    private static func place(of id: ID) -> (chunk: Int, bucket: Int) {
        let hash = id.hashValue
        return (hash & (fanOut - 1), (hash >> fanOutBits) & (fanOut - 1))
    }
}
