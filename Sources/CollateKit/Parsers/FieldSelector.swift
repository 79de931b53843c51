/// What `--key` names: a CSV column (by name, or by 1-based number when no
/// column has that name) or a dotted JSON path (`name.family`, `authors.0.name`:
/// object members by name, array elements by 0-based index).
struct FieldSelector: CustomStringConvertible {
    /// The text as given.
    let text: String
    /// The dotted path's components, as UTF-8.
    let path: [[UInt8]]

    init(_ text: String) {
        self.text = text
        self.path = text.split(separator: ".", omittingEmptySubsequences: false).map { Array($0.utf8) }
    }

    /// The column `--key` names in a header: the column with that name, else
    /// the 1-based number; nil when neither matches.
    func column(in header: [String]) -> Int? {
        if let named = header.firstIndex(of: text) { return named }
        if let number = Int(text), number >= 1, number <= header.count { return number - 1 }
        return nil
    }

    var description: String { text }
}
