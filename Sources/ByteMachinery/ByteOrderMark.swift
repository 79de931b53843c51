/// The UTF-8 byte order mark, EF BB BF: skipped at the start of an input
/// or table file (it is no part of the first record or value), and written
/// first by CSV and TSV output that asks for it. The one spelling of it.
package enum ByteOrderMark {
    package static let utf8: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The bytes the mark takes at the start of `bytes`: 3, or 0 without one. O(1).
    /// Not generic over the collection: a generic `starts(with:)` run
    /// unspecialized asks the runtime for `Element` by name, 190,000
    /// instructions of a short run's start (docs/performance.md, "Start-up").
    package static func utf8Length(atStartOf bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == utf8[0] && bytes[1] == utf8[1] && bytes[2] == utf8[2] ? 3 : 0
    }

    package static func utf8Length(atStartOf bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { utf8Length(atStartOf: $0) }
    }
}
