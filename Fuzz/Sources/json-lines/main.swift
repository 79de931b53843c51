// The JSON Lines reader (`--input-format jsonl`), with and without `--key`
// paths, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.jsonLines in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.jsonLines)
