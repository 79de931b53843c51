import Foundation

/// Runs the built `collate` binary, as a user would.
public struct CollateRunner {
    public struct Result {
        public let status: Int32
        public let output: Data
        public let errorOutput: Data
        public var stdout: String { String(decoding: output, as: UTF8.self) }
        public var stderr: String { String(decoding: errorOutput, as: UTF8.self) }
    }

    /// The binary SwiftPM built next to the test bundle.
    public static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("collate")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("collate binary not found next to \(candidates)")
    }()

    public static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                           workingDirectory: URL? = nil) throws -> Result {
        try run(arguments, input: stdin.map { Data($0.utf8) }, environment: environment, workingDirectory: workingDirectory)
    }

    /// A child that exits before reading all its input must not kill the
    /// test process with SIGPIPE.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    public static func run(_ arguments: [String], input: Data?, environment: [String: String] = [:],
                           workingDirectory: URL? = nil) throws -> Result {
        _ = ignoreBrokenPipes
        let process = Process()
        process.executableURL = executable
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.arguments = arguments
        process.environment = cleanEnvironment(environment)
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        // Write and read on other threads, so that no pipe can fill up and block.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = onOwnThread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let inputWriter = onOwnThread {
            if let input { try? standardInput.fileHandleForWriting.write(contentsOf: input) }
            try? standardInput.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorReader.wait()
        inputWriter.wait()
        return Result(status: process.terminationStatus, output: outputData, errorOutput: errorData)
    }

    /// Runs `collate` with a terminal as stdout and stderr (through `script`),
    /// for what only happens on a terminal: bold titles, progress.
    public static func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let command = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command + " </dev/null", "/dev/null"]
        process.environment = cleanEnvironment(environment.merging(["TERM": "dumb"]) { a, _ in a })
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: outputData, errorOutput: Data())
    }

    /// Runs a `/bin/sh` script in which `$COLLATE` is the binary, for what
    /// needs the shell's redirections (a closed or full standard error).
    /// Standard output and standard error are the script's.
    public static func runShell(_ script: String, environment: [String: String] = [:],
                                workingDirectory: URL? = nil) throws -> Result {
        let process = Process()
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = cleanEnvironment(environment.merging(["COLLATE": executable.path]) { a, _ in a })
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let errorReader = onOwnThread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorReader.wait()
        return Result(status: process.terminationStatus, output: outputData, errorOutput: errorData)
    }

    /// Runs `body` on a thread of its own; waiting on the semaphore returned
    /// orders everything `body` wrote before what follows the wait. (Polling
    /// `Thread.isFinished` does too, but ThreadSanitizer cannot see that and
    /// reports the data the thread wrote as a race.)
    private static func onOwnThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            body()
            finished.signal()
        }.start()
        return finished
    }

    public static var hasScript: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/script") }

    /// The environment `collate` runs in: the caller's, without what chooses
    /// a locale or output style, and with a cache directory of the test
    /// process's own (never the developer's `~/.cache`, so that a run takes
    /// the same path on CI and on a used machine); `environment` on top.
    private static func cleanEnvironment(_ environment: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_COLLATE", "LANG", "NO_COLOR", "COLLATE_PROGRESS_THRESHOLD", "COLLATE_CACHE_DIR"] { env[key] = nil }
        env["XDG_CACHE_HOME"] = testFilesRoot.appendingPathComponent("cache").path
        env.merge(environment) { $1 }
        return env
    }

    /// A new empty directory for a test's files.
    /// It lives in one folder per test process, removed when the process
    /// exits, so that runs do not pile files up in the temporary directory.
    public static func directory() throws -> URL {
        let directory = testFilesRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A temporary file with `contents`.
    public static func file(_ contents: String, name: String = "names.txt") throws -> String {
        try file(Data(contents.utf8), name: name)
    }

    public static func file(_ contents: Data, name: String) throws -> String {
        let url = try directory().appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }
}

/// The folder that holds every test file of this process.
private let testFilesRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("collate-tests-\(getpid())-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: testFilesRoot) }
    return root
}()
