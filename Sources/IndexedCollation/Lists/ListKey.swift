import ByteMachinery

/// An element's place in a ``SectionedList``: its section number and the
/// sort key of its string (`nil`: it has none, and goes after every key of
/// the last section).
struct ListKey: Sendable, Equatable {
    let section: Int
    let bytes: [UInt8]?

    /// Whether this key sorts before `other`: by section, then by key.
    func precedes(_ other: ListKey) -> Bool {
        if section != other.section { return section < other.section }
        switch (bytes, other.bytes) {
        case let (a?, b?): return KeyOrder.compare(a, b) < 0
        case (_?, nil): return true
        case (nil, _): return false
        }
    }
}

extension SectionedList {
    /// Whether the section numbered `number` is in ``sections``, and its
    /// position, or the position it would take. O(log sections).
    func sectionPosition(ofNumber number: Int) -> (found: Bool, position: Int) {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return (low < sections.count && sections[low].number == number, low)
    }

    /// The first row whose key is not before `key`. O(log rows).
    static func lowerBound(of key: ListKey, in keys: [ListKey]) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].precedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first row whose key is after `key`. O(log rows).
    static func upperBound(of key: ListKey, in keys: [ListKey]) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if key.precedes(keys[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The keys of a ``SectionedList``'s elements by their `id`, in a class so
/// that the list, generic over any element, can hold it before knowing that
/// its elements are `Identifiable`.
///
/// The keys are kept in ``bucketCount`` dictionaries by the id's hash, so
/// that a list changed while an earlier snapshot of it is kept copies only
/// the bucket a change touches (each dictionary is copied on write), not
/// one index of every element: a change costs O(n / 256), not O(n).
final class IDIndex<ID: Hashable> {
    static var bucketCount: Int { 256 }
    private var buckets: [[ID: ListKey]]

    /// An empty index with room for about `count` ids.
    init(capacity count: Int) {
        var bucket: [ID: ListKey] = [:]
        bucket.reserveCapacity(count / Self.bucketCount + count / (4 * Self.bucketCount) + 1)
        buckets = Array(repeating: bucket, count: Self.bucketCount)
    }

    /// A copy of `other` that shares its buckets until one changes. O(buckets).
    init(sharing other: IDIndex) {
        buckets = other.buckets
    }

    /// The key of `id`. O(1) expected; a change copies its bucket when shared.
    subscript(id: ID) -> ListKey? {
        get { buckets[Self.bucket(of: id)][id] }
        set { buckets[Self.bucket(of: id)][id] = newValue }
    }

    private static func bucket(of id: ID) -> Int { id.hashValue & (bucketCount - 1) }
}
