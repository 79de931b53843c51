// Our JSON table files (`--table FILE.json`, `Locales/*.json`): decoding and
// validation reject bad input with an error, never a trap, and a table they
// accept is usable.
// The invariants: FuzzTarget.tableJSON in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.tableJSON)
