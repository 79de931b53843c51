// Apple's `UITableViewLocalizedSectionIndex.plist`, XML or binary (`--table
// FILE.plist`): the same promise as table-json, through the plist loader.
// The invariants: FuzzTarget.tablePlist in CollateKit.
@_spi(Fuzzing) import CollateKit
@_spi(Fuzzing) import FuzzSupport

runLibFuzzer(.tablePlist)
