// Locale identifiers as `--locale` takes them: resolution through the
// catalog fails with an error or names a table it has, and the collation
// made for the identifier has sections.
// The invariants: FuzzTarget.localeID in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.localeID.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
