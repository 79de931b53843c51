import Foundation
@testable import CollateKit
import Testing

/// `--buffer-size` values, and the default from /proc/meminfo.
struct BufferSizeTests {
    @Test(arguments: [("4096", 4096), ("4K", 4096), ("4k", 4096), ("64M", 64 << 20), ("2G", 2 << 30), ("1t", 1 << 40),
                      ("1024b", 1024), ("1024", 1024)])
    func sizes(text: String, bytes: Int) throws {
        #expect(try BufferSize.parse(text) == bytes)
    }

    @Test(arguments: ["", "abc", "0", "1023", "-5", "4KB", "1.5G", "12x", "99999999999999999999", "9999999999T", "0%", "101%", "%", " 4K"])
    func nonsenseIsAUsageError(text: String) {
        #expect { try BufferSize.parse(text) } throws: { ($0 as? CommandFailure)?.code == .usageError }
    }

    @Test func percentIsOfPhysicalMemory() throws {
        let memory = try #require(BufferSize.physicalMemory())
        #expect(try BufferSize.parse("50%") == memory / 100 * 50)
    }

    @Test func defaultIsAQuarterOfMemoryAtMostHalfOfWhatIsAvailable() {
        let idle = "MemTotal:       16000000 kB\nMemFree:  1000 kB\nMemAvailable:   15000000 kB\n"
        #expect(BufferSize.automatic(meminfo: idle) == 4_000_000 * 1024)
        let busy = "MemTotal:       16000000 kB\nMemAvailable:    2000000 kB\n"
        #expect(BufferSize.automatic(meminfo: busy) == 1_000_000 * 1024)
        let tiny = "MemTotal:         100000 kB\nMemAvailable:      50000 kB\n"
        #expect(BufferSize.automatic(meminfo: tiny) == 64 << 20)
        // A field that is missing, or not a number, is not taken.
        #expect(BufferSize.kibibytes(of: "MemAvailable", in: "MemAvailableX: 5 kB\nMemTotal: 7 kB") == nil)
        #expect(BufferSize.kibibytes(of: "MemTotal", in: "MemTotal: 12x kB\n") == nil)
        #expect(BufferSize.kibibytes(of: "MemTotal", in: "MemFree: 1 kB\nMemTotal:7 kB") == 7 * 1024)
        if let real = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) {
            #expect(BufferSize.kibibytes(of: "MemTotal", in: real).map { $0 > 0 } == true)
        }
    }
}
