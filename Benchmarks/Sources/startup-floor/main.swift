// startup-floor: the least a program on collate's own stack does for the
// start-up measurement of Benchmarks/run. The Swift runtime linked in
// statically, FoundationEssentials (collate links it too), and the system
// ICU: read the file, open the locale's collator (failing when ICU falls back
// to its root, as collate does), sort the lines by it, write them. No
// sections, no options, no kept files. What collate takes beyond this is its
// own start-up cost; what this takes is the floor of the stack.
//
//   startup-floor <locale> <file>
import FoundationEssentials
import StartupFloorICU

#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    let bytes = Array("startup-floor: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: startup-floor <locale> <file>") }
let contents: Data
do {
    contents = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
} catch {
    fail("\(arguments[2]): \(error)")
}
guard let collator = startup_floor_open(arguments[1]) else { fail("ICU has no collator for \(arguments[1])") }
defer { startup_floor_close(collator) }

let lines = contents.split(separator: UInt8(ascii: "\n")).map { Array($0) }
let sorted = lines.sorted { left, right in
    left.withUnsafeBufferPointer { l in
        right.withUnsafeBufferPointer { r in
            l.withMemoryRebound(to: CChar.self) { l in
                r.withMemoryRebound(to: CChar.self) { r in
                    startup_floor_compare(collator, l.baseAddress, Int32(l.count), r.baseAddress, Int32(r.count)) < 0
                }
            }
        }
    }
}
var output = [UInt8]()
for line in sorted {
    output += line
    output.append(UInt8(ascii: "\n"))
}
_ = output.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
