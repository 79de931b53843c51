/// The key of the last record `--unique` kept, copied, to compare the next
/// ones with: a record with a key equal to it in the same section is a
/// duplicate (what ``SectionedOrder`` drops within a run, across runs).
struct KeptKey {
    private var section: Int32 = RecordStore.unkeyed
    private var key: [UInt8] = []

    /// Whether `entry` repeats the kept key; if not, it becomes the kept one.
    mutating func isDuplicate(_ entry: RunEntry) -> Bool {
        guard entry.section >= 0 else { return false }
        if entry.section == section, entry.key.count == key.count,
           key.withUnsafeBufferPointer({ RunOrder.compare($0, entry.key) == 0 }) { return true }
        section = entry.section
        key.removeAll(keepingCapacity: true)
        key.append(contentsOf: entry.key)
        return false
    }
}
