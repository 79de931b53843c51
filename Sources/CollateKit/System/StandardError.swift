import IndexedCollation
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
    /// With standard error closed (`2>&-`), the next file opened would get
    /// descriptor 2 and diagnostics would be written into it (an input, the
    /// output); `/dev/null` takes its place instead. Call once, first.
    static func keepDescriptorTaken() {
        guard fcntl(STDERR_FILENO, F_GETFD) == -1, errno == EBADF else { return }
        let null = open("/dev/null", O_WRONLY)
        guard null >= 0, null != STDERR_FILENO else { return }
        // Standard input or output was closed too and got /dev/null: move it to 2.
        dup2(null, STDERR_FILENO)
        close(null)
    }

    /// Writes a diagnostic, with whatever it quotes of the input made
    /// visible and bounded (``MessageText/diagnostic(_:)``): no message can
    /// drive the terminal, whichever code built it.
    static func write(_ text: String) {
        writeControl(MessageText.diagnostic(text))
    }

    /// Writes `text` as it is: for the progress line's own terminal controls
    /// (`CR`, `ESC [K`), around text made visible by the caller.
    static func writeControl(_ text: String) {
        var text = text
        text.withUTF8 { _ = SystemCall.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}
