/// Many byte strings in one array, with no heap object per string: string
/// `i` is `bytes[range(i)]`, and `ends[i]` is where it ends (it starts
/// where string `i - 1` ends). The storage of collation key batches and of
/// the UTF-8 texts they are computed from.
///
/// Memory: the bytes plus ``bytesPerString`` per string (arrays that grow by
/// doubling may hold up to twice that).
///
/// The members read per string are `public` and `@inlinable`: the compiler
/// specializes and inlines `@inlinable` bodies across modules only for
/// public declarations (with `package` ones it calls the unspecialized
/// generic, which cost `collate` a fifth of its time). The target is in no
/// product, so none of this is API.
public struct ByteStringArena: Sendable {
    /// Every string, concatenated.
    @inlinable public var bytes: [UInt8] { storedBytes }
    /// Where each string ends in ``bytes``; never decreasing.
    @inlinable public var ends: [Int] { storedEnds }
    // Stored under other names so that the inlinable appends may write
    // them while no code outside this type can.
    @usableFromInline var storedBytes: [UInt8] = []
    @usableFromInline var storedEnds: [Int] = []

    /// Bookkeeping per string, besides its bytes: its end offset.
    package static let bytesPerString = MemoryLayout<Int>.stride

    package init() {}

    /// The number of strings.
    @inlinable public var count: Int { storedEnds.count }

    /// The range of string `index` in ``bytes``. O(1).
    @inlinable @inline(__always)
    public func range(_ index: Int) -> Range<Int> {
        Self.range(index, ends: storedEnds)
    }

    /// The range of string `index` in the bytes that `ends` delimits: the one
    /// place that knows string `i` starts where string `i - 1` ends. `ends`
    /// never decreases, so the bounds need no check.
    @inlinable @inline(__always)
    public static func range<Ends: RandomAccessCollection<Int>>(_ index: Int, ends: Ends) -> Range<Int>
    where Ends.Index == Int {
        Range(uncheckedBounds: (index == 0 ? 0 : ends[index - 1], ends[index]))
    }

    /// String `index`'s bytes (a slice of the arena's array).
    @inlinable
    public subscript(index: Int) -> ArraySlice<UInt8> {
        bytes[range(index)]
    }

    /// Calls `body` with string `index`'s bytes, valid for the call. O(1).
    @inlinable @inline(__always)
    public func withString<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = range(index)
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Calls `body` with all the bytes and all the ends, valid for the call:
    /// for loops over many strings that should not pay a check per access.
    @inlinable
    public func withStorage<R>(_ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<Int>) throws -> R)
    rethrows -> R {
        try bytes.withUnsafeBufferPointer { bytes in try ends.withUnsafeBufferPointer { ends in try body(bytes, ends) } }
    }

    /// Whether strings `a` and `b` are the same bytes. O(length).
    @inlinable
    public func hasEqualStrings(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (range(a), range(b))
        guard x.count == y.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            KeyOrder.equal(UnsafeBufferPointer(rebasing: bytes[x]), UnsafeBufferPointer(rebasing: bytes[y]))
        }
    }

    /// Appends one string. O(its length).
    @inlinable
    public mutating func append<Bytes: Collection<UInt8>>(_ string: Bytes) {
        storedBytes.append(contentsOf: string)
        storedEnds.append(storedBytes.count)
    }

    /// Appends the strings `positions` of `other`, in order. O(their bytes).
    package mutating func append(contentsOf other: ByteStringArena, positions: Range<Int>) {
        guard !positions.isEmpty else { return }
        let byteRange = other.range(positions.lowerBound).lowerBound..<other.ends[positions.upperBound - 1]
        let shift = bytes.count - byteRange.lowerBound
        storedBytes.append(contentsOf: other.bytes[byteRange])
        // An end at a time: a lazily mapped slice allocated its closure's
        // context at every call, most of the cost of appending one string.
        Self.reserve(&storedEnds, more: positions.count)
        other.storedEnds.withUnsafeBufferPointer { ends in
            for position in positions { storedEnds.append(ends[position] + shift) }
        }
    }

    /// Appends string `numbers[i]` of `other` for each `i`, in order (a
    /// string as often as its number comes). O(their bytes).
    package mutating func append(contentsOf other: ByteStringArena, picking numbers: [Int32]) {
        var byteCount = 0
        for number in numbers { byteCount += other.range(Int(number)).count }
        Self.reserve(&storedEnds, more: numbers.count)
        var end = storedBytes.count
        // Sized once, then copied into: an append per string cost more
        // than its bytes.
        storedBytes.append(contentsOf: repeatElement(0, count: byteCount))
        storedBytes.withUnsafeMutableBytes { destination in
            other.storedBytes.withUnsafeBytes { source in
                for number in numbers {
                    let range = other.range(Int(number))
                    if !range.isEmpty {
                        (destination.baseAddress! + end).copyMemory(from: source.baseAddress! + range.lowerBound, byteCount: range.count)
                    }
                    end += range.count
                    storedEnds.append(end)
                }
            }
        }
    }

    /// Forgets the strings, keeping the memory for the next ones.
    package mutating func removeAll(keepingCapacity: Bool = true) {
        storedBytes.removeAll(keepingCapacity: keepingCapacity)
        storedEnds.removeAll(keepingCapacity: keepingCapacity)
    }

    /// Reserves room for `count` more strings of `byteCount` bytes in all,
    /// growing by doubling (``reserve(_:more:)``), so that reserving before
    /// each of many appends stays amortized O(1) per byte.
    package mutating func reserveCapacity(strings count: Int, bytes byteCount: Int) {
        Self.reserve(&storedEnds, more: count)
        Self.reserve(&storedBytes, more: byteCount)
    }

    /// Makes room for `more` elements after `array`'s: at least twice its
    /// capacity when it must grow (`Array.reserveCapacity` alone grows to
    /// exactly what is asked, which, asked before every append, would copy
    /// the array each time).
    package static func reserve<Element>(_ array: inout [Element], more: Int) {
        let needed = array.count + more
        if needed > array.capacity { array.reserveCapacity(max(needed, 2 * array.capacity)) }
    }

    /// The memory the strings take: their bytes and ``bytesPerString`` each. O(1).
    package var footprint: Int { bytes.count + count * Self.bytesPerString }
}
