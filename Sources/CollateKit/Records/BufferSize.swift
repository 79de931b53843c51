#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory `collate` may hold records and keys in before it writes
/// sorted runs to temporary files (`--buffer-size`, `-S`).
enum BufferSize {
    /// The smallest buffer: one record per run is legal, but below this
    /// every record would be a run of its own and merging would dominate.
    static let minimum = 1024

    /// Parses `--buffer-size`: a whole number of bytes, or with a suffix as
    /// `sort -S` takes it: `b` (bytes), `K`, `M`, `G`, `T` (powers of 1024,
    /// either case), or `%` of physical memory. Unlike `sort`, a bare number
    /// is bytes, not KiB. Refuses anything else, sizes below ``minimum``
    /// and sizes that overflow.
    static func parse(_ text: String) throws(CommandFailure) -> Int {
        let usage = "--buffer-size '\(text)': expected a size such as 4096, 64K, 256M, 2G or 25% (at least \(minimum) bytes)"
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let suffix = text.dropFirst(digits.count).lowercased()
        guard !digits.isEmpty, let number = Int(digits) else { throw .usage(usage) }
        let multiplier: Int
        switch suffix {
        case "", "b": multiplier = 1
        case "k": multiplier = 1 << 10
        case "m": multiplier = 1 << 20
        case "g": multiplier = 1 << 30
        case "t": multiplier = 1 << 40
        case "%":
            guard (1...100).contains(number), let memory = physicalMemory() else { throw .usage(usage) }
            return max(minimum, memory / 100 * number)
        default: throw .usage(usage)
        }
        let (size, overflow) = number.multipliedReportingOverflow(by: multiplier)
        guard !overflow, size >= minimum else { throw .usage(usage) }
        return size
    }

    /// The buffer without `--buffer-size`: a quarter of physical memory,
    /// but at most half of the memory available when `collate` starts (so
    /// that a busy machine is not pushed into swap), and at least 64 MiB.
    /// Inputs whose records and keys fit stay in memory, as without a buffer.
    static func automatic(meminfo: String? = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) -> Int {
        let total = meminfo.flatMap { kibibytes(of: "MemTotal", in: $0) } ?? physicalMemory() ?? (4 << 30)
        let available = meminfo.flatMap { kibibytes(of: "MemAvailable", in: $0) } ?? total
        return max(64 << 20, min(total / 4, available / 2))
    }

    /// Physical memory in bytes, from `sysconf`.
    static func physicalMemory() -> Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return nil }
        return pages * pageSize
    }

    /// A `/proc/meminfo` field (`MemTotal:  24576000 kB`) in bytes; nil
    /// when the field is missing or its first word is not a number. Read as
    /// bytes, line by line without splitting the text: every `collate` run
    /// asks, and splitting it cost a three-line run more than the rest of
    /// reading its input.
    static func kibibytes(of field: String, in meminfo: String) -> Int? {
        let key = Array((field + ":").utf8)
        var text = meminfo
        return text.withUTF8 { bytes -> Int? in
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = bytes[lineStart..<lineEnd]
                lineStart = lineEnd + 1
                guard line.starts(with: key) else { continue }
                let number = line.dropFirst(key.count).drop { $0 == UInt8(ascii: " ") }.prefix { $0 != UInt8(ascii: " ") }
                guard !number.isEmpty, number.count <= 18, number.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                return number.reduce(0) { $0 * 10 + Int($1 - 0x30) } * 1024
            }
            return nil
        }
    }
}
