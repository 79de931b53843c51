#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read one by one. Foundation's
/// `ProcessInfo.environment` builds a dictionary of every variable on each
/// call (some 340,000 instructions; five calls were an eighth of a
/// three-line run), where `collate` needs a few by name.
///
/// Thread safety: any thread, as long as nothing sets variables meanwhile.
enum ProcessEnvironment {
    /// The value of variable `name`, or nil when it is not set.
    static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variables among `names` that are set, by name.
    static func values(of names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = value(of: name) }
        return values
    }
}
