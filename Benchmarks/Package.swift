// swift-tools-version:6.0
// The benchmarks, as their own package so that `swift build` of the main
// package never builds them. Benchmarks/run builds both products here in
// release mode: `collate` (the main package's command), `library-benchmark`
// and `transliteration-check`, so the library is compiled once.
import PackageDescription

let package = Package(
    name: "IndexedCollationBenchmarks",
    dependencies: [
        .package(name: "IndexedCollation", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "library-benchmark",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation")]
        ),
        // The system ICU's collator for startup-floor alone (the main
        // package's ICU shim is no product).
        .target(
            name: "StartupFloorICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        // Start-up's floor on collate's stack; Benchmarks/run builds it as
        // Scripts/build-release builds collate (the Swift runtime static).
        .executableTarget(
            name: "startup-floor",
            dependencies: ["StartupFloorICU"]
        ),
        .executableTarget(
            name: "transliteration-check",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation")]
        ),
    ]
)
