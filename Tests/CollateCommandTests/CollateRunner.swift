import Foundation

/// Runs the built `collate` binary, as a user would.
struct CollateRunner {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary SwiftPM built next to the test bundle.
    static let executable: URL = {
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

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for key in ["LC_ALL", "LC_COLLATE", "LANG", "NO_COLOR"] { env[key] = nil }
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// A temporary file with `contents`.
    static func file(_ contents: String, name: String = "names.txt") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("collate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
