import Foundation

/// The output order of run entries, the one ``SectionedOrder`` gives records
/// in memory: sections in order (last first with `--reverse`); in a
/// section, records with a key by key (descending with `--reverse`), then
/// records without a key (`--missing=last`, only in the last section); ties
/// in input order. Each run is written in this order, and merging runs in
/// it gives the order of all records.
struct RunOrder {
    let reverse: Bool
    /// The last section, which records without a key end.
    let lastSection: Int

    /// The section an entry is listed in.
    func outputSection(of entry: RunEntry) -> Int {
        entry.section < 0 ? lastSection : Int(entry.section)
    }

    /// Whether `a` comes before `b`. Complexity: O(key length).
    @inline(__always)
    func precedes(_ a: RunEntry, _ b: RunEntry) -> Bool {
        let (sectionA, sectionB) = (outputSection(of: a), outputSection(of: b))
        if sectionA != sectionB { return reverse ? sectionA > sectionB : sectionA < sectionB }
        let (unkeyedA, unkeyedB) = (a.section < 0, b.section < 0)
        if unkeyedA != unkeyedB { return unkeyedB }
        if !unkeyedA {
            let order = Self.compare(a.key, b.key)
            if order != 0 { return reverse ? order > 0 : order < 0 }
        }
        return a.record < b.record
    }

    /// Keys compare as the library sorts them: bytes, then length.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
