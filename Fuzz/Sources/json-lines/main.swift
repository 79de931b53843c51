// The JSON Lines reader (`--input-format jsonl`), with and without `--key`
// paths, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.jsonLines in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.jsonLines.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
