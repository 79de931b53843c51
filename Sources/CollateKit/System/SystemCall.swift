#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `collate` talks to the kernel about file contents: `open`, `read`,
/// `read` until full, and `write` until all is written, under names that no
/// method shadows (a reader's `read`, a stream's `write`). `collate` reads
/// and writes through file descriptors, not Foundation's `FileHandle`, so it
/// links only FoundationEssentials.
///
/// The one interrupt rule, for reads and writes alike: a call a signal
/// interrupted before it transferred anything (`EINTR`) is made again;
/// any other failure is returned with `errno` set. Every read and write of
/// input, runs, output and standard error goes through this file.
enum SystemCall {
    /// `open(2)`: the descriptor, or -1 with `errno` set (a FIFO's open
    /// waits for its writer, and a signal may interrupt it).
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        retryingInterrupts {
            #if canImport(Glibc)
            Glibc.open(path, flags)
            #else
            Darwin.open(path, flags)
            #endif
        }
    }

    /// `read(2)`: the count read (0 at the end of the file), or -1 with `errno` set.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        retryingInterrupts {
            #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
            #else
            Darwin.read(descriptor, buffer, count)
            #endif
        }
    }

    /// Reads until `buffer` is full or the file ends: the count read, or -1
    /// with `errno` set. O(count).
    static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        var count = 0
        while count < buffer.count {
            let read = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0 { return -1 }
            if read == 0 { break }
            count += read
        }
        return count
    }

    /// Writes all of `bytes` to `descriptor`, going on after short writes:
    /// the `errno` of the first failure, or nil. O(count).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = retryingInterrupts {
                #if canImport(Glibc)
                Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
            }
            if written < 0 { return errno }
            offset += written
        }
        return nil
    }

    /// The interrupt rule: `call` again while it fails with `EINTR`.
    private static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}
