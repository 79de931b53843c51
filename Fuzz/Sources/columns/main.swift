// `--columns` and `--display` of JSON records (dotted paths, arrays) and
// vCards (properties, components, groups): a line of field names, then a record.
// The invariants: FuzzingEntryPoints.columns in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.columns)
