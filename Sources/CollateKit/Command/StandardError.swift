import Foundation

/// Where every diagnostic goes: errors, warnings, notes and the progress line.
///
/// Writes with `write(2)` and ignores failure. Standard error may be closed
/// or full (cron jobs, daemons), and a diagnostic that cannot be shown must
/// not change the outcome: Foundation's `FileHandle.write(_:)` traps on
/// EBADF and ENOSPC, which would turn exit 0, 2 or 4 into a crash.
///
/// Thread safety: one `write(2)` per piece; pieces from several threads may
/// interleave.
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = OutputStream.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}
