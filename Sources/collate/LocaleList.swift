import IndexedCollation

/// `collate locales`: one line per compiled-in table.
enum LocaleList {
    static func text() -> String {
        LocaleCatalog.tableIDs.compactMap { id in
            guard let table = LocaleCatalog.table(id: id) else { return nil }
            let titles = table.sectionTitles.prefix(6).joined(separator: " ")
            return "\(id)\t\(table.sectionTitles.count)\t\(titles) …"
        }.joined(separator: "\n") + "\n"
    }
}
