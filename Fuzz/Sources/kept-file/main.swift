// The readers of the files the library keeps between runs (KeptCodecs: a
// reach, name-split sets, a piece table, the Han context, the katakana
// table), as whole files and as items' lines under a valid header.
// The invariants: KeptFileCheck in IndexedCollation.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.keptFile)
