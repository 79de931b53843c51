// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "IndexedCollation",
    products: [
        .library(name: "IndexedCollation", targets: ["IndexedCollation"]),
        // Foundation's PersonNameComponents as contact names: a product of its
        // own, so that the library and the command line keep linking
        // FoundationEssentials only (the whole of Foundation brings a second ICU).
        .library(name: "IndexedCollationFoundation", targets: ["IndexedCollationFoundation"]),
        .executable(name: "collate", targets: ["collate"]),
        // For the fuzz targets in Fuzz/ (their own package): they drive the
        // command line's parsers through CollateKit's `@_spi(Fuzzing)` entry points.
        .library(name: "CollateKit", targets: ["CollateKit"]),
    ],
    targets: [
        // The system ICU, found through pkg-config (icu-i18n pulls in icu-uc).
        // Only ICUShim depends on it; no Swift file imports ICU's headers.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            // On macOS, Homebrew's icu4c is keg-only: pkg-config finds it with
            // PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" (README, Platforms).
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The only code that knows ICU's C and C++ API. It exposes version-free
        // entry points, so the package builds against ICU 72 and newer unchanged.
        .target(
            name: "ICUShim",
            dependencies: ["CICU"],
            // dlmopen: a second copy of ICU for rule passes beside this process's (SecondICU.h).
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // Loads MeCab (Japanese readings) at run time when it is installed.
        .target(
            name: "MeCabShim",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        // The fenced home of byte-level machinery, in no product: byte-string
        // arenas and sets, the radix sorter, the one key order, the one
        // parallel helper. Outside it and IndexedCollation/ICU, no code
        // manages memory by hand (docs/architecture.md).
        .target(
            name: "ByteMachinery"
        ),
        .target(
            name: "IndexedCollation",
            dependencies: ["ByteMachinery", "ICUShim", "MeCabShim"]
        ),
        // The compatibility module with Foundation (swift-nio's NIOFoundationCompat
        // is the model): the one target of the package that imports all of Foundation.
        .target(
            name: "IndexedCollationFoundation",
            dependencies: ["IndexedCollation"]
        ),
        // The command line as a library: options, the runner, subcommands,
        // input readers, the record store and the writers. Unit-testable.
        .target(
            name: "CollateKit",
            dependencies: ["ByteMachinery", "IndexedCollation"]
        ),
        // The `collate` executable: main.swift only.
        .executableTarget(
            name: "collate",
            dependencies: ["CollateKit"]
        ),
        // Maintainer tool: derives Locales/*.json from ICU's data.
        .executableTarget(
            name: "generate-locale-tables",
            dependencies: ["IndexedCollation"]
        ),
        // What the test targets share: one seeded generator, one binary runner.
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "ByteMachineryTests",
            dependencies: ["ByteMachinery", "TestSupport"]
        ),
        .testTarget(
            name: "IndexedCollationTests",
            dependencies: ["IndexedCollation", "IndexedCollationFoundation", "TestSupport"],
            exclude: ["Fixtures"]  // read by path, not bundled
        ),
        // Unit tests of the command line's parts (parsers, options, runner).
        .testTarget(
            name: "CollateKitTests",
            dependencies: ["CollateKit", "TestSupport"]
        ),
        // The built `collate` binary, run as a user runs it.
        .testTarget(
            name: "CollateEndToEndTests",
            dependencies: ["collate", "IndexedCollation", "TestSupport"],
            exclude: ["Fixtures"]  // contacts exports, read by path
        ),
    ],
    cxxLanguageStandard: .cxx17
)
