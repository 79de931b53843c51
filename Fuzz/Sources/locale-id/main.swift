// Locale identifiers as `--locale` takes them: resolution through the
// catalog fails with an error or names a table it has, and the collation
// made for the identifier has sections.
// The invariants: FuzzTarget.localeID in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.localeID)
