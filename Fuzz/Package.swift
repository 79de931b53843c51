// swift-tools-version:6.0
// The libFuzzer targets, as their own package so that `swift build` of the
// main package never builds them (they need -sanitize=fuzzer). Scripts/fuzz
// builds and runs them; docs/fuzzing.md describes each.
import PackageDescription

let targets = ["table-json", "table-plist", "csv", "json-array", "json-lines", "vcard", "locale-id", "placement", "kept-file", "columns"]

let package = Package(
    name: "IndexedCollationFuzz",
    dependencies: [
        .package(name: "IndexedCollation", path: ".."),
    ],
    targets: [
        // Starts libFuzzer (SwiftPM's executables bring their own `main`).
        .target(name: "FuzzDriver"),
        // libFuzzer's callback, calling CollateKit's `FuzzTarget` and stopping
        // on a broken invariant; each target's main.swift names its FuzzTarget.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "FuzzDriver",
                .product(name: "IndexedCollation", package: "IndexedCollation"),
                .product(name: "CollateKit", package: "IndexedCollation"),
            ]
        ),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "IndexedCollation", package: "IndexedCollation"),
                .product(name: "CollateKit", package: "IndexedCollation"),
            ]
        )
    }
)
