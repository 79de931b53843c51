#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `open`, `read` and `write`, named so that no method of the
/// same name (a reader's `read`, a stream's `write`) shadows them. `collate`
/// reads and writes through file descriptors, not Foundation's `FileHandle`,
/// so it links only FoundationEssentials.
enum SystemCall {
    static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.open(path, flags)
        #else
        Darwin.open(path, flags)
        #endif
    }

    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `read`, again when a signal interrupted it before anything was read:
    /// the count read (0 at the end of the file), or -1 with `errno` set.
    static func readRetryingInterrupts(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        while true {
            let result = read(descriptor, buffer, count)
            if result >= 0 || errno != EINTR { return result }
        }
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
}
