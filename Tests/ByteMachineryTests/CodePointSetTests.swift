import ByteMachinery
import Testing

/// Code points as bits: what enters is held once, nothing else is, sets
/// join, and the code points come out ascending.
@Suite struct CodePointSetTests {
    @Test func holdsWhatEntersAndNothingElse() {
        var set = CodePointSet()
        #expect(set.isEmpty && !set.contains(0x41) && set.elements.isEmpty)
        let scalars: [UInt32] = [0xAC00, 0x41, 0xD7A3, 0x10FFFF, 0x0, 0xAC01, 0x20BB7, 0xAC3F, 0xAC40]
        for scalar in scalars {
            let inserted = set.insert(scalar)
            #expect(inserted, "U+\(String(scalar, radix: 16))")
        }
        let again = (set.insert(0xAC00), set.insert(0x0))
        #expect(!again.0 && !again.1)
        #expect(set.elements == scalars.sorted())
        // Neighbours on an allocated page, an unallocated page, past Unicode: none.
        for scalar: UInt32 in [0xAC02, 0x42, 0x1, 0x10FFFE, 0x4E00, 0x110000, .max] {
            #expect(!set.contains(scalar), "U+\(String(scalar, radix: 16))")
        }
    }

    @Test func unionHoldsBoth() {
        var a = CodePointSet(), b = CodePointSet()
        for scalar: UInt32 in [0x3042, 0xAC00, 0xAC05] { a.insert(scalar) }
        for scalar: UInt32 in [0xAC05, 0xD7A3, 0x10000] { b.insert(scalar) }
        var joined = a
        joined.formUnion(b)
        #expect(joined.elements == [0x3042, 0xAC00, 0xAC05, 0xD7A3, 0x10000])
        #expect(a.elements == [0x3042, 0xAC00, 0xAC05], "a copy is a value")
        joined.formUnion(CodePointSet())
        #expect(joined.elements.count == 5)
    }
}
