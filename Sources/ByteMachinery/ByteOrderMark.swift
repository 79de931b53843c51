/// The UTF-8 byte order mark, EF BB BF: skipped at the start of an input
/// or table file (it is no part of the first record or value), and written
/// first by CSV and TSV output that asks for it. The one spelling of it.
package enum ByteOrderMark {
    package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The bytes the mark takes at the start of `bytes`: 3, or 0 without one. O(1).
    package static func utf8Length<Bytes: Collection<UInt8>>(atStartOf bytes: Bytes) -> Int {
        bytes.starts(with: utf8) ? utf8.count : 0
    }
}
