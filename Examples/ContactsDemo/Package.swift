// swift-tools-version:6.0
// A program that uses IndexedCollation as a dependency, the way an adopter's
// package would (Scripts/consumer-test builds it in release mode and checks
// what it prints against expected-output.txt).
import PackageDescription

let package = Package(
    name: "ContactsDemo",
    dependencies: [
        // In your own package: .package(url: "<the repository's URL>", from: "0.2.0")
        .package(name: "IndexedCollation", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ContactsDemo",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // A live list, the comparator, a locale from a user's languages, the JSON shape.
        .executableTarget(
            name: "LiveListDemo",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Contacts by ContactName: orders, readings, reloads and moves, jump targets, filing.
        .executableTarget(
            name: "ContactNamesDemo",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Foundation's PersonNameComponents, through the second product.
        .executableTarget(
            name: "PersonNamesDemo",
            dependencies: [.product(name: "IndexedCollation", package: "IndexedCollation"),
                           .product(name: "IndexedCollationFoundation", package: "IndexedCollation")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
    ]
)
