import ByteMachinery
import Testing

/// Byte strings by code point: what is added is found, nothing else is,
/// and an entry is set once.
@Suite struct CodePointTableTests {
    @Test func entriesAreFoundByTheirCodePoint() {
        var table = CodePointTable()
        #expect(table.entry(of: 0x41) == nil && table.count == 0 && table.footprint == 0)
        let entries: [(UInt32, String)] = [(0x416, "ž"), (0x417, "z"), (0x4E2D, "zhōng"), (0x20BB7, "jí"), (0x10FFFF, "end"), (0x41, "")]
        for (scalar, value) in entries {
            let added = table.add(scalar, Array(value.utf8))
            #expect(added)
        }
        #expect(table.count == entries.count)
        for (scalar, value) in entries {
            let range = table.entry(of: scalar)
            #expect(range.map { String(decoding: table.bytes[$0], as: UTF8.self) } == value, "U+\(String(scalar, radix: 16))")
        }
        // Neighbours on an allocated page, another page, past Unicode: none.
        for scalar: UInt32 in [0x415, 0x418, 0x4E2E, 0x0, 0x110000, .max] { #expect(table.entry(of: scalar) == nil) }
        // An entry is set once; a value past the longest is refused.
        let again = table.add(0x416, Array("zh".utf8))
        #expect(!again)
        #expect(table.entry(of: 0x416).map { String(decoding: table.bytes[$0], as: UTF8.self) } == "ž")
        let tooLong = table.add(0x418, [UInt8](repeating: 0x61, count: CodePointTable.maximumLength + 1))
        let longest = table.add(0x418, [UInt8](repeating: 0x61, count: CodePointTable.maximumLength))
        #expect(!tooLong && longest)
        #expect(table.entry(of: 0x418)?.count == CodePointTable.maximumLength)
        // Every code point with an entry, ascending, once.
        let scalars = table.scalars
        #expect(scalars == scalars.sorted() && Set(scalars).count == table.count)
        #expect(scalars.allSatisfy { table.entry(of: $0) != nil })
    }
}
