// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "IndexedCollation",
    products: [
        .library(name: "IndexedCollation", targets: ["IndexedCollation"]),
        .executable(name: "collate", targets: ["collate"]),
    ],
    targets: [
        // The system ICU, found through pkg-config (icu-i18n pulls in icu-uc).
        // Only ICUShim depends on it; no Swift file imports ICU's headers.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The only code that knows ICU's C and C++ API. It exposes version-free
        // entry points, so the package builds against ICU 72 and newer unchanged.
        .target(
            name: "ICUShim",
            dependencies: ["CICU"]
        ),
        // Loads MeCab (Japanese readings) at run time when it is installed.
        .target(
            name: "MeCabShim",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "IndexedCollation",
            dependencies: ["ICUShim", "MeCabShim"]
        ),
        .executableTarget(
            name: "collate",
            dependencies: ["IndexedCollation"]
        ),
        // Maintainer tool: derives Locales/*.json from ICU's data.
        .executableTarget(
            name: "generate-locale-tables",
            dependencies: ["IndexedCollation"]
        ),
        .testTarget(
            name: "IndexedCollationTests",
            dependencies: ["IndexedCollation"],
            exclude: ["Fixtures"]  // read by path, not bundled
        ),
        .testTarget(
            name: "CollateCommandTests",
            dependencies: ["collate"]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
