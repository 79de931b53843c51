import Foundation
import TestSupport
import Testing

/// `--buffer-size` and `--temporary-directory` with the built binary: a
/// buffer far smaller than the input forces many sorted runs and merge
/// passes, and the output must be byte for byte the in-memory one.
struct ExternalSortTests {
    /// Names in many scripts, with repeats (for `--unique`), kanji MeCab
    /// cannot read (a warning names the first) and invalid UTF-8.
    private static func names(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let stems = ["Anna", "anna", "Émile", "Zoë", "Ørsted", "Åsa", "王芳", "李雷", "Иван", "Пётр", "東京", "さくら",
                     "أحمد", "Ωmega", "42 Street", "#tag", "Ahmed", "ÄRGER", "Çelik", "김민준", "Ξ", "ﬁnal", "髙橋"]
        return (0..<count).map { _ in
            let stem = stems.randomElement(using: &generator)!
            return Bool.random(using: &generator) ? stem : stem + String(Int.random(in: 0...99, using: &generator))
        }
    }

    private static let inputs: [String] = {
        let lines = names(count: 6000, seed: 1).joined(separator: "\n") + "\n\u{FFFD}\n"
        let more = names(count: 3000, seed: 2).joined(separator: "\n") + "\n"
        var generator = SeededGenerator(seed: 3)
        let csvA = "name,city\n" + names(count: 2000, seed: 4).map { "\"\($0), jr\",Köln\n" }.joined()
        let csvB = "city,name\n" + names(count: 2000, seed: 5).map { "\(["Oslo", "a;b"].randomElement(using: &generator)!),\($0)\n" }.joined()
        let jsonl = names(count: 1500, seed: 6).enumerated().map { $1.count % 5 == 0 ? "{\"id\": \($0)}\n" : "{\"n\": \"\($1)\", \"id\": \($0)}\n" }.joined()
        return [lines, more, csvA, csvB, jsonl]
    }()

    private static func files() throws -> (lines: [String], csv: [String], jsonl: String) {
        let directory = try CollateRunner.directory()
        var paths: [String] = []
        for (index, (text, name)) in zip(inputs, ["a.txt", "b.txt", "a.csv", "b.csv", "c.jsonl"]).enumerated() {
            let url = directory.appendingPathComponent(name)
            var data = Data(text.utf8)
            if index == 0 { data.append(contentsOf: [0xFF, 0x41, 0x0A]) }
            try data.write(to: url)
            paths.append(url.path)
        }
        return (Array(paths[0...1]), Array(paths[2...3]), paths[4])
    }

    /// Runs `arguments` in memory and with `-S 4K` (over a new temporary
    /// directory), expects the same status, stdout and stderr, and an empty
    /// temporary directory afterwards.
    private func expectSameOutput(_ arguments: [String], buffer: String = "4K") throws {
        let temporary = try CollateRunner.directory()
        let inMemory = try CollateRunner.run(arguments)
        let external = try CollateRunner.run(["-S", buffer, "-T", temporary.path] + arguments)
        #expect(inMemory.status == 0, "\(arguments): \(inMemory.stderr)")
        #expect(external.status == inMemory.status, "\(arguments): \(external.stderr)")
        #expect(external.output == inMemory.output, "\(arguments) -S \(buffer): the output differs")
        #expect(external.stderr == inMemory.stderr, "\(arguments) -S \(buffer)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test(arguments: [[], ["-r"], ["-u"], ["-u", "-r"], ["-c"], ["-c", "-u"], ["--sections-only"], ["--index"], ["--empty"],
                      ["-f", "json"], ["-f", "json", "-u", "--empty"], ["-f", "jsonl", "-r"], ["-f", "csv"], ["-f", "tsv", "-u"],
                      ["-f", "markdown"], ["-f", "html"], ["-f", "html", "-u", "--search-entry"], ["--names"], ["-f", "svg"]])
    func linesGiveTheInMemoryOutput(options: [String]) throws {
        let files = try Self.files()
        try expectSameOutput(["--locale", "en"] + options + files.lines)
    }

    @Test(arguments: [["-f", "csv"], ["-f", "tsv", "-r"], ["-f", "markdown", "-u"], ["-f", "json"], ["-f", "jsonl", "-u", "-r"], []])
    func csvFilesGiveTheInMemoryOutput(options: [String]) throws {
        let files = try Self.files()
        try expectSameOutput(["--locale", "sv", "--key", "name"] + options + files.csv)
    }

    @Test(arguments: [["-f", "jsonl"], ["-f", "json", "-r"], ["-u", "-c"], ["-f", "text", "--empty"]])
    func missingKeysGoLastAsInMemory(options: [String]) throws {
        let files = try Self.files()
        try expectSameOutput(["--locale", "ru", "--key", "n", "--missing=last"] + options + [files.jsonl])
        try expectSameOutput(["--locale", "ru", "--key", "n", "--missing=skip"] + options + [files.jsonl])
    }

    /// Whole vCards as records: what writers show (names, links, the cards
    /// themselves) comes from the card's bytes and its file, as in memory.
    @Test(arguments: [[], ["-f", "vcf"], ["-f", "html"], ["-f", "json", "-u"], ["-f", "markdown", "-r"], ["-f", "csv"],
                      ["-f", "csv", "--columns", "FN,TEL"]])
    func vCardsGiveTheInMemoryOutput(options: [String]) throws {
        let cards = Self.names(count: 800, seed: 7).enumerated().map { number, name in
            "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(name);Given\(number % 7);;;\r\nFN:Given\(number % 7) \(name)\r\nTEL:+1 555 \(number)\r\nEND:VCARD\r\n"
        }
        let path = try CollateRunner.file(cards.joined(), name: "contacts.vcf")
        try expectSameOutput(["--locale", "en"] + options + [path])
    }

    /// UTF-16 input is transcoded as it is read, so runs hold UTF-8.
    @Test func utf16InputGivesTheInMemoryOutput() throws {
        var data = Data([0xFF, 0xFE])
        for unit in Self.inputs[1].utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let path = try CollateRunner.file(data, name: "names16.txt")
        try expectSameOutput(["--locale", "en", "-f", "jsonl", path])
    }

    /// Random inputs and random buffer sizes: always the in-memory output.
    @Test(arguments: 0..<6)
    func randomInputsAndBuffers(seed: UInt64) throws {
        var generator = SeededGenerator(seed: 40 + seed)
        let names = Self.names(count: Int.random(in: 1...4000, using: &generator), seed: 50 + seed)
        let path = try CollateRunner.file(names.joined(separator: "\n") + "\n")
        let options = [["-r"], ["-u"], ["-f", "jsonl"], ["--locale", "zh-Hant"], ["-u", "-r", "-f", "csv"], ["--locale", "ja"]]
        let buffer = String(Int.random(in: 1024...200_000, using: &generator))
        try expectSameOutput(["--locale", "de"] + options[Int(seed)] + [path], buffer: buffer)
    }

    /// Runs of several hundred records of one section: a run is written 256
    /// records at a time (each block touched first), so a section spans
    /// blocks, and blocks end where sections do.
    @Test(arguments: ["16K", "64K", "256K"])
    func sectionsSpanningWriteBlocksGiveTheInMemoryOutput(buffer: String) throws {
        var generator = SeededGenerator(seed: 60)
        let names = (0..<5000).map { number in
            number % 7 == 0 ? Self.names(count: 1, seed: UInt64(number))[0] : "Anna \(Int.random(in: 0...99_999, using: &generator))"
        }
        let path = try CollateRunner.file(names.joined(separator: "\n") + "\n")
        try expectSameOutput(["--locale", "en", path], buffer: buffer)
        try expectSameOutput(["--locale", "en", "-u", "-r", "-f", "jsonl", path], buffer: buffer)
    }

    /// An error far into a file, after runs were written and the bytes
    /// before them dropped, still names its line.
    @Test func errorsAfterRunsNameTheirLine() throws {
        let lines = (1...5000).map { "{\"n\": \"name \($0)\"}" } + ["{\"n\": oops}"]
        let path = try CollateRunner.file(lines.joined(separator: "\n") + "\n", name: "names.jsonl")
        let temporary = try CollateRunner.directory()
        for buffer in [[], ["-S", "4K", "-T", temporary.path]] {
            let result = try CollateRunner.run(["--locale", "en", "--key", "n"] + buffer + [path])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("collate: error: \(path):5001: malformed JSON"), "\(buffer): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    @Test func belowTheBufferNoTemporaryFileIsMade() throws {
        let path = try CollateRunner.file("b\na\n")
        let result = try CollateRunner.run(["--locale", "en", "-T", "/nonexistent/collate", path])
        #expect(result.status == 0)
        #expect(result.stdout == "A\n  a\n\nB\n  b\n")
    }

    /// A directory that takes no files is named with the reason it refused.
    @Test func aDirectoryThatTakesNoFilesSaysWhy() throws {
        let files = try Self.files()
        let result = try CollateRunner.run(["--locale", "en", "-S", "4K", "-T", "/proc"] + files.lines)
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("collate: error: cannot create a temporary file in /proc: Operation not supported"))
    }

    @Test(arguments: ["/nonexistent/collate", "FILE"])
    func anUnusableTemporaryDirectoryIsExit4AndLeavesTheOutputAlone(directory: String) throws {
        let files = try Self.files()
        let output = try CollateRunner.file("precious\n", name: "out.txt")
        let temporary = directory == "FILE" ? files.lines[1] : directory
        let result = try CollateRunner.run(["--locale", "en", "-S", "4K", "-T", temporary, "-o", output] + files.lines)
        #expect(result.status == 4)
        #expect(result.stderr.hasPrefix("collate: error: cannot create a temporary file in \(temporary): "))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "precious\n")
    }

    @Test(.enabled(if: OutputReplacementTests.canMountTmpfs, "mounting a small tmpfs needs root"))
    func aFullTemporaryDiskIsExit4() throws {
        let directory = try CollateRunner.directory()
        try Data(Self.inputs[0].utf8).write(to: directory.appendingPathComponent("names.txt"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("small"), withIntermediateDirectories: false)
        let result = try CollateRunner.runShell("""
            mount -t tmpfs -o size=16k tmpfs small || exit 99
            "$COLLATE" --locale en -S 4K -T small -o out.txt names.txt; status=$?
            ls -A small; test -e out.txt && echo "out.txt exists"; umount small; exit $status
            """, workingDirectory: directory)
        #expect(result.status == 4)
        #expect(result.stderr.contains("cannot write a temporary file in small: No space left on device"))
        #expect(result.stdout == "")
    }

    /// SIGTERM while runs exist: the process ends and no file is left in
    /// the temporary directory (runs have no name, so there never is one).
    @Test func sigtermWhileRunsExistLeavesNoFile() throws {
        let temporary = try CollateRunner.directory()
        let (pid, input) = try Self.spawn(["--locale", "en", "-S", "4K", "-T", temporary.path])
        defer { close(input) }
        // Enough for several runs; the pipe stays open, so collate waits for more.
        let written = Data(Self.inputs[0].utf8).withUnsafeBytes { Self.writeAll($0, to: input) }
        #expect(written)
        var openRuns: [String] = []
        for _ in 0..<1000 where openRuns.isEmpty {
            usleep(10_000)
            openRuns = Self.openFiles(of: pid).filter { $0.hasPrefix(temporary.path) }
        }
        #expect(!openRuns.isEmpty, "no run was written")
        #expect(openRuns.allSatisfy { $0.hasSuffix("(deleted)") }, "\(openRuns)")
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        #expect(status & 0x7F == SIGTERM, "collate did not end by SIGTERM (wait status \(status))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// Starts collate with its standard input from a pipe (returned) and
    /// output to /dev/null, with no signal blocked and SIGTERM at its
    /// default action: Foundation's `Process` would pass on the signals the
    /// test runner's thread blocks.
    private static func spawn(_ arguments: [String]) throws -> (pid: pid_t, input: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), terminate = sigset_t()
        sigemptyset(&none)
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &terminate)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let path = CollateRunner.executable.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        close(ends[0])
        try #require(spawned == 0)
        return (pid, ends[1])
    }

    /// What the process's descriptors point to (`/proc/PID/fd`).
    private static func openFiles(of pid: Int32) -> [String] {
        let directory = "/proc/\(pid)/fd"
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\($0)") }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno != EINTR { return false }
            offset += max(0, written)
        }
        return true
    }
}
