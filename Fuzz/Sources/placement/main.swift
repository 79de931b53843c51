// Arbitrary strings (the input's lines) placed and sorted under a locale the
// input picks: sections in range, sorting a stable permutation, sections(of:)
// agreeing with section(for:).
// The invariants: FuzzTarget.placement in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.placement)
