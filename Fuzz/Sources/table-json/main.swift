// Our JSON table files (`--table FILE.json`, `Locales/*.json`): decoding and
// validation reject bad input with an error, never a trap, and a table they
// accept is usable.
// The invariants: FuzzTarget.tableJSON in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.tableJSON.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
