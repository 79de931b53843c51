/// A command's output, opened only when the command asks for it: `collate`
/// opens it after all input was read, so that `--output` may name an input
/// file (as with `sort -o`) and an input error leaves an existing file alone.
///
/// Thread safety: used by the command's thread only.
final class CommandOutput {
    let target: OutputTarget
    private var stream: OutputStream?
    private var isFinished = false

    init(target: OutputTarget) {
        self.target = target
    }

    /// The stream, opened on the first call.
    func open() throws(CommandFailure) -> OutputStream {
        if let stream { return stream }
        let opened = try target.open()
        stream = opened
        return opened
    }

    /// Flushes and closes the stream if it was opened, reporting the first
    /// write error (exit 4). Later calls do nothing, so a command may finish
    /// early to print its warnings after the output.
    func finish() throws(CommandFailure) {
        guard let stream, !isFinished else { return }
        isFinished = true
        try stream.finish()
    }

    /// After a failure: drops the output if it was opened, leaving an
    /// existing `--output` file as it was (when it is a regular file).
    func discard() {
        guard let stream, !isFinished else { return }
        isFinished = true
        stream.discard()
    }
}
