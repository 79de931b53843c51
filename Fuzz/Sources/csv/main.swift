// The CSV and TSV readers (`--input-format csv|tsv`), with and without
// `--key`, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.csv in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.csv)
