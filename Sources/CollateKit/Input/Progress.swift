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

/// Progress on standard error while reading large inputs: shown only when
/// standard error is a terminal and the input is over 50 MB (for standard
/// input, once 50 MB were read), at most five times a second.
/// `COLLATE_PROGRESS_THRESHOLD` (bytes) changes the 50 MB, for tests.
final class Progress {
    private let threshold = ProcessEnvironment.value(of: "COLLATE_PROGRESS_THRESHOLD").flatMap(Int.init) ?? 50_000_000
    private let enabled: Bool
    /// The size of the whole input, when every file's size is known.
    var total: Int?
    private var lastUpdate = Date.distantPast
    private var shown = false

    init(policy: ProgressPolicy) {
        enabled = policy == .automatic && isatty(STDERR_FILENO) == 1
    }

    /// `read` bytes of the input were read.
    func reading(_ read: Int) {
        guard enabled, read >= threshold || (total ?? 0) >= threshold else { return }
        let now = Date()
        guard now.timeIntervalSince(lastUpdate) >= 0.2 else { return }
        lastUpdate = now
        let megabytes = read / 1_000_000
        if let total, total > 0 {
            show("reading \(megabytes) of \(total / 1_000_000) MB (\(read * 100 / total)%)")
        } else {
            show("reading \(megabytes) MB")
        }
    }

    /// What the command does after reading.
    enum Phase: String {
        /// Sorting the records into their sections.
        case sorting
        /// Counting the records of each section (`--counts`, `--sections-only`).
        case counting
        /// Writing the output.
        case writing
    }

    /// A later phase, shown only if reading was.
    func phase(_ phase: Phase) {
        if shown { show(phase.rawValue + "…") }
    }

    /// Clears the progress line.
    func finish() {
        guard shown else { return }
        StandardError.writeControl("\r\u{1B}[K")
        shown = false
    }

    private func show(_ text: String) {
        shown = true
        StandardError.writeControl("\r\u{1B}[Kcollate: " + MessageText.diagnostic(text))
    }
}
