/// The records of a store grouped into sections and sorted: the output of the
/// collation, before formatting. Made by ``SectionedOrder/make(_:titles:rules:)``.
struct CollatedRecords {
    let store: RecordStore
    /// Record numbers, section after section, in output order.
    let order: [UInt32]
    let sections: [SectionSlice]

    /// One section: its index in the table, its title, and its records' span of `order`.
    struct SectionSlice {
        let index: Int
        let title: String
        let span: Range<Int>
        var count: Int { span.count }
    }
}
