import IndexedCollation

@_spi(Fuzzing) extension FuzzingEntryPoints {
    /// `--columns` and `--display` over one record: the first line of
    /// `bytes` names the fields (comma-separated, at most 8), the rest is a
    /// record read both as JSON and as a vCard. Every field must give one
    /// cell, and what `--display` shows of a JSON array must be one of the
    /// elements `--columns` writes. Returns the invariants broken.
    public static func columns(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let newline = bytes.firstIndex(of: ASCII.lineFeed) ?? bytes.count
        let names = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self)
            .split(separator: ",", omittingEmptySubsequences: true).prefix(8).map(String.init)
        guard !names.isEmpty else { return [] }
        let record = UnsafeBufferPointer(rebasing: bytes[min(newline + 1, bytes.count)...])
        var violations: [String] = []

        let json = JSONFile(isArray: false)
        if let cells = try? json.columnCells(names, file: "fuzz") {
            let row = cells(record)
            if row.count != names.count { violations.append("JSON: \(names.count) fields gave \(row.count) cells") }
        }
        for name in names {
            let path = ArraySlice(FieldSelector(name).path)
            let scanner = JSONScanner(bytes: record, isFinal: true)
            let start = scanner.skipWhitespace(0)
            if let first = scanner.firstStringOrNumber(ofArrayAt: start, path: path),
               scanner.arrayElements(at: start, path: path)?.contains(first) != true {
                violations.append("JSON: --display shows \(first.debugDescription) of '\(name)', which is no element --columns writes")
            }
        }

        let card = VCardFile(key: .family, charset: nil)
        if let cells = try? card.columnCells(names, file: "fuzz") {
            let row = cells(record)
            if row.count != names.count { violations.append("vCard: \(names.count) fields gave \(row.count) cells") }
        }
        return violations
    }
}
