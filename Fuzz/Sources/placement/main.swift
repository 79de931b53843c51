// Arbitrary strings (the input's lines) placed and sorted under a locale the
// input picks: sections in range, sorting a stable permutation, sections(of:)
// agreeing with section(for:).
// The invariants: FuzzTarget.placement in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.placement.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
