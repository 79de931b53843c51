#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct strings of a ``ByteStringArena``, and which of them each
/// string is: what lets a batch of texts be keyed once per distinct text.
///
/// Built for speed over the arena's storage: each string is hashed eight
/// bytes at a time with a per-process seed (some 40 instructions for a name,
/// against some 230 for Swift's SipHash) and looked up in an open-addressing
/// table. A string whose probe runs past ``maximumProbes`` slots is taken as
/// new without a slot, so no input, however its hashes collide, costs more
/// than that many comparisons a string; a repeat missed so is only keyed twice.
///
/// Thread safety: a value type, used by one thread at a time.
package struct RepeatedStrings: Sendable {
    /// For each string of the arena last searched, its distinct number.
    package private(set) var numberOfString: [Int32] = []
    /// For each distinct number, the first string that has it.
    package private(set) var firstString: [Int32] = []
    /// Distinct numbers, or -1; a power of two, at least four times the
    /// strings, so that a probe rarely runs long.
    private var slots: [Int32] = []

    /// Probes before a string is taken as new.
    package static let maximumProbes = 8

    package init() {}

    /// The number of distinct strings.
    package var distinctCount: Int { firstString.count }

    /// How many strings repeat an earlier one.
    package var repeats: Int { numberOfString.count - firstString.count }

    /// The memory the numbers and the slots take.
    package var footprint: Int {
        (numberOfString.capacity + firstString.capacity + slots.capacity) * MemoryLayout<Int32>.stride
    }

    /// Numbers the distinct strings of `arena`, forgetting the arena before.
    /// O(its bytes).
    /// - Precondition: `arena` holds fewer than 2³⁰ strings.
    package mutating func find(in arena: ByteStringArena) {
        let count = arena.count
        precondition(count < 1 << 30, "RepeatedStrings: too many strings")
        numberOfString.removeAll(keepingCapacity: true)
        firstString.removeAll(keepingCapacity: true)
        numberOfString.reserveCapacity(count)
        var size = 1 << 10
        while size < 4 * count { size <<= 1 }
        if slots.count != size {
            slots = [Int32](repeating: -1, count: size)
        } else {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        }
        let mask = size - 1
        // Locals, so the loop holds no access to `self` while it writes them.
        var numbers = numberOfString, firsts = firstString, table = slots
        (numberOfString, firstString, slots) = ([], [], [])
        defer { (numberOfString, firstString, slots) = (numbers, firsts, table) }
        arena.withStorage { bytes, ends in
            table.withUnsafeMutableBufferPointer { table in
                for index in 0..<count {
                    let string = UnsafeBufferPointer(rebasing: bytes[ByteStringArena.range(index, ends: ends)])
                    var slot = Self.hash(string) & mask
                    var number = -1
                    for _ in 0..<Self.maximumProbes {
                        let held = Int(table[slot])
                        if held < 0 {
                            number = firsts.count
                            table[slot] = Int32(truncatingIfNeeded: number)
                            firsts.append(Int32(truncatingIfNeeded: index))
                            break
                        }
                        let first = ByteStringArena.range(Int(firsts[held]), ends: ends)
                        if KeyOrder.equal(UnsafeBufferPointer(rebasing: bytes[first]), string) {
                            number = held
                            break
                        }
                        slot = (slot &+ 1) & mask
                    }
                    if number < 0 {
                        number = firsts.count
                        firsts.append(Int32(truncatingIfNeeded: index))
                    }
                    numbers.append(Int32(truncatingIfNeeded: number))
                }
            }
        }
    }

    /// A seed drawn once per process, so that no input can be made to
    /// collide on purpose more than the probe limit allows anyway.
    private static let seed = UInt64.random(in: 1...UInt64.max)

    /// A hash of `bytes`, eight at a time: each word multiplied in and its
    /// high half folded down, then MurmurHash3's finalizer, so that every
    /// byte reaches the low bits a table slot is taken from. Never negative.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset &+ 8 <= bytes.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                hash ^= hash >> 32
                offset &+= 8
            }
            if offset < bytes.count {
                var tail: UInt64 = 0
                withUnsafeMutableBytes(of: &tail) {
                    $0.copyMemory(from: UnsafeRawBufferPointer(start: raw + offset, count: bytes.count &- offset))
                }
                hash = (hash ^ tail) &* multiplier
                hash ^= hash >> 32
            }
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
