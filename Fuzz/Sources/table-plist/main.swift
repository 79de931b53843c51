// Apple's `UITableViewLocalizedSectionIndex.plist`, XML or binary (`--table
// FILE.plist`): the same promise as table-json, through the plist loader.
// The invariants: FuzzTarget.tablePlist in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.tablePlist.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
