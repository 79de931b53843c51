#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one definition of how collation keys order: byte by byte
/// (`memcmp`, unsigned), then the shorter key first. An ICU sort key holds
/// no zero byte, so this is exactly the collator's order of the strings.
///
/// The radix sort (``RadixSorter``) sorts in this order by construction;
/// everything that compares keys one pair at a time (placement's search of
/// the start keys, `--unique`, merging sorted runs, ``CollationKey``'s `<`)
/// calls these. `public` and `@inlinable` so that they inline into their
/// callers in other modules (see ``ByteStringArena``); in no product, so not API.
public enum KeyOrder {
    /// Negative when `a` sorts first, zero when the keys are equal, positive
    /// when `b` sorts first. O(common length).
    @inlinable @inline(__always)
    public static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// Whether the keys are the same bytes. O(length).
    @inlinable @inline(__always)
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    /// ``compare(_:_:)`` of two arrays.
    @inlinable
    public static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    /// ``compare(_:_:)`` of a borrowed key and an array.
    @inlinable
    public static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: [UInt8]) -> Int {
        b.withUnsafeBufferPointer { b in compare(a, b) }
    }
}
