// The JSON array reader (`--input-format json`), with and without `--key`
// paths, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.jsonArray in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.jsonArray)
