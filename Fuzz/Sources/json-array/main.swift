// The JSON array reader (`--input-format json`), with and without `--key`
// paths, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.jsonArray in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.jsonArray.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
