// The vCard reader (`--input-format vcard`), with each `--key` name order
// and `--missing` policy, whole and in chunks.
// The invariants: FuzzTarget.vcard in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.vcard)
