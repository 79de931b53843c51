// The CSV and TSV readers (`--input-format csv|tsv`), with and without
// `--key`, `--reading-key` and `--missing`, whole and in chunks.
// The invariants: FuzzTarget.csv in CollateKit.
@_spi(Fuzzing) import CollateKit
import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    check(FuzzTarget.csv.run(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)))
    return 0
}

runLibFuzzer()
