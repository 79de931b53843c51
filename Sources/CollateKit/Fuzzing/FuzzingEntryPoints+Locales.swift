import IndexedCollation

@_spi(Fuzzing) extension FuzzingEntryPoints {
    /// Resolves `identifier` as `--locale` does. Resolution may fail with an
    /// error; when it succeeds it names a table the catalog has (or one it
    /// derives), and the collation made for the identifier has sections.
    /// Returns the invariants broken (empty when none).
    public static func resolveLocale(_ identifier: String) -> [String] {
        var violations: [String] = []
        if let resolution = try? LocaleCatalog.resolve(identifier),
           !resolution.isDerived, LocaleCatalog.table(id: resolution.tableID) == nil {
            violations.append("\(identifier.debugDescription) resolves to \(resolution.tableID), which the catalog does not have")
        }
        if let collation = try? LocalizedIndexedCollation(locale: identifier), collation.sectionTitles.isEmpty {
            violations.append("\(identifier.debugDescription) makes a collation without sections")
        }
        return violations
    }
}
