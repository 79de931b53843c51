import Testing
@testable import CollateKit

/// Where `collate` keeps what it derives from ICU: `COLLATE_CACHE_DIR`
/// first (empty: nowhere), then XDG's cache directory, then `~/.cache`.
struct RunnerTests {
    @Test func theKeptFilesDirectoryFollowsTheEnvironment() {
        #expect(Runner.keptFilesDirectory(["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/collate")
        #expect(Runner.keptFilesDirectory(["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache/collate")
        #expect(Runner.keptFilesDirectory([:]) == nil)
        #expect(Runner.keptFilesDirectory(["COLLATE_CACHE_DIR": "/k", "XDG_CACHE_HOME": "/c"]) == "/k")
        #expect(Runner.keptFilesDirectory(["COLLATE_CACHE_DIR": "", "XDG_CACHE_HOME": "/c", "HOME": "/h"]) == nil)
        #expect(Runner.keptFilesDirectory(["COLLATE_CACHE_DIR": "relative", "HOME": "/h"]) == nil)
    }
}
