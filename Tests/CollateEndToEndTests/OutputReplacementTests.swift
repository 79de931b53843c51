import Foundation
import Testing
import TestSupport

/// `--output FILE` replaces a regular file only once the output is complete
/// (a temporary file beside it, renamed over it): a failure leaves the
/// target, which may be an input, as it was.
@Suite struct OutputReplacementTests {
    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// Only the files the test made: no temporary file is left behind.
    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func replacedFileKeepsItsPermissionsAndNoTemporaryFileIsLeft() throws {
        let directory = try CollateRunner.directory()
        let input = directory.appendingPathComponent("names.txt")
        try Data("b\na\n".utf8).write(to: input)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: input.path)
        let result = try CollateRunner.run(["--locale", "en", "-o", input.path, input.path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: input, encoding: .utf8) == "A\n  a\n\nB\n  b\n")
        #expect(try mode(input.path) == 0o640)
        #expect(try names(in: directory) == ["names.txt"])
    }

    @Test func newFileGetsTheUmasksPermissions() throws {
        let directory = try CollateRunner.directory()
        let result = try CollateRunner.runShell("cd '\(directory.path)' && umask 027 && printf 'a\\n' | \"$COLLATE\" --locale en -o new.txt")
        #expect(result.status == 0)
        #expect(try mode(directory.appendingPathComponent("new.txt").path) == 0o640)
        #expect(try names(in: directory) == ["new.txt"])
    }

    @Test func symbolicLinkStaysALinkAndItsFileIsReplaced() throws {
        let directory = try CollateRunner.directory()
        let input = directory.appendingPathComponent("names.txt"), link = directory.appendingPathComponent("link.txt")
        try Data("b\na\n".utf8).write(to: input)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "names.txt")
        #expect(try CollateRunner.run(["--locale", "en", "-o", link.path, input.path]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "names.txt")
        #expect(try String(contentsOf: input, encoding: .utf8) == "A\n  a\n\nB\n  b\n")
        #expect(try names(in: directory) == ["link.txt", "names.txt"])
    }

    @Test func errorAfterTheOutputWasOpenedLeavesTheFileAlone() throws {
        let directory = try CollateRunner.directory()
        let output = directory.appendingPathComponent("out.svg")
        try Data("keep".utf8).write(to: output)
        // The index bar is fitted to --slots only once the output is open.
        let result = try CollateRunner.run(["--locale", "en", "-f", "svg", "--slots", "1", "-o", output.path], stdin: "a\n")
        #expect(result.status == 2)
        #expect(try String(contentsOf: output, encoding: .utf8) == "keep")
        #expect(try names(in: directory) == ["out.svg"])
    }

    @Test func nonRegularFilesAreWrittenInPlace() throws {
        #expect(try CollateRunner.run(["--locale", "en", "-o", "/dev/null"], stdin: "a\n").status == 0)
        let viaDevice = try CollateRunner.runShell("printf 'a\\n' | \"$COLLATE\" --locale en -o /dev/stdout")
        #expect(viaDevice.stdout == "A\n  a\n")
        let directory = try CollateRunner.directory()
        let fifo = try CollateRunner.runShell("""
            cd '\(directory.path)' && mkfifo pipe && { cat pipe > read.txt & } && \
            printf 'a\\n' | "$COLLATE" --locale en -o pipe && wait && cat read.txt
            """)
        #expect(fifo.status == 0)
        #expect(fifo.stdout == "A\n  a\n")
    }

    /// Running as another user needs root and `runuser`.
    static let canRunAsNobody: Bool = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")

    /// As `sort -o`: a file the caller may not write is not replaced, even
    /// where the directory would allow it (a read-only file of one's own; a
    /// file of another user's in a shared directory, which would change owner).
    @Test(.enabled(if: canRunAsNobody, "running as nobody needs root"))
    func aFileTheCallerMayNotWriteIsNotReplaced() throws {
        let directory = try CollateRunner.directory()
        let result = try CollateRunner.runShell("""
            chmod 777 . && printf 'b\\na\\n' > in.txt && chmod 644 in.txt
            echo mine > mine.txt && chown nobody mine.txt && chmod 444 mine.txt
            echo roots > roots.txt && chmod 644 roots.txt
            runuser -u nobody -- "$COLLATE" --locale en -o mine.txt in.txt; echo "mine: $?"
            runuser -u nobody -- "$COLLATE" --locale en -o roots.txt in.txt; echo "roots: $?"
            runuser -u nobody -- "$COLLATE" --locale en -o new.txt in.txt; echo "new: $?"
            cat mine.txt roots.txt new.txt; stat -c %U roots.txt; ls -A
            """, workingDirectory: directory)
        #expect(result.stdout == "mine: 4\nroots: 4\nnew: 0\nmine\nroots\nA\n  a\n\nB\n  b\nroot\nin.txt\nmine.txt\nnew.txt\nroots.txt\n")
        #expect(result.stderr.contains("Permission denied"))
    }

    /// Mounting needs root; elsewhere (most CI) the test is skipped.
    static let canMountTmpfs: Bool = {
        guard getuid() == 0, let directory = try? CollateRunner.directory(),
              let mounted = try? CollateRunner.runShell("mount -t tmpfs -o size=64k tmpfs '\(directory.path)' && umount '\(directory.path)'")
        else { return false }
        return mounted.status == 0
    }()

    @Test(.enabled(if: canMountTmpfs, "mounting a small tmpfs needs root"))
    func fullDiskLeavesTheInputIntact() throws {
        let directory = try CollateRunner.directory()
        let original = directory.appendingPathComponent("names.txt")
        try Data((1...40_000).map { "name\($0)\n" }.joined().utf8).write(to: original)
        let small = directory.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: small, withIntermediateDirectories: false)
        // 400 KiB hold the input (370 kB) but not its JSON output beside it.
        let result = try CollateRunner.runShell("""
            mount -t tmpfs -o size=400k tmpfs small || exit 99
            cp names.txt small/names.txt
            "$COLLATE" --locale en -f json -o small/names.txt small/names.txt; status=$?
            cmp names.txt small/names.txt && ls -A small; umount small; exit $status
            """, workingDirectory: directory)
        #expect(result.status == 4)
        #expect(result.stderr.contains("No space left on device"))
        #expect(result.stdout == "names.txt\n")
    }
}
