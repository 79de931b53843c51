import IndexedCollation

/// What `--key` names: a CSV column (by name, or by 1-based number when no
/// column has that name) or a dotted JSON path (`name.family`, `authors.0.name`:
/// object members by name, array elements by 0-based index). In a path, `\.`
/// is a dot inside a member's name (`a\.b` is the member `"a.b"`, where `a.b`
/// is `b` inside `a`) and `\\` a backslash.
struct FieldSelector: CustomStringConvertible {
    /// The text as given.
    let text: String
    /// The dotted path's components, as UTF-8.
    let path: [[UInt8]]

    init(_ text: String) {
        self.text = text
        self.path = Self.pathComponents(of: text)
    }

    /// `text` split at each `.` that no backslash escapes, `\.` and `\\`
    /// unescaped; any other backslash is kept.
    private static func pathComponents(of text: String) -> [[UInt8]] {
        guard text.utf8.contains(ASCII.backslash) else {
            return text.split(separator: ".", omittingEmptySubsequences: false).map { Array($0.utf8) }
        }
        var components: [[UInt8]] = [[]]
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "."): components.append([])
            case ASCII.backslash:
                guard let next = bytes.next() else { components[components.count - 1].append(byte); break }
                if next != UInt8(ascii: "."), next != ASCII.backslash { components[components.count - 1].append(byte) }
                components[components.count - 1].append(next)
            default: components[components.count - 1].append(byte)
            }
        }
        return components
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

/// A header's columns by name, each looked up once in O(1): `--display` and
/// `--columns` may name thousands of fields, and a search of the header for
/// each made them quadratic. What `--key`, `--display` and `--columns`
/// name in a CSV or TSV header is found here, with the one message for a
/// name the header lacks or holds twice.
struct HeaderColumns {
    /// What stands between a selector and its column, said as an error message.
    struct Problem: Error {
        let message: String
    }

    let names: [String]
    private let positions: [String: [Int]]

    init(_ names: [String]) {
        self.names = names
        var positions: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { positions[name, default: []].append(index) }
        self.positions = positions
    }

    /// The column `selector` names: the one column with that name, else the
    /// 1-based number. Throws when neither matches (the columns listed) or
    /// when several columns have the name (their numbers listed).
    func column(_ selector: FieldSelector, option: String) throws(Problem) -> Int {
        switch positions[selector.text] {
        case let named? where named.count > 1:
            let numbers = named.map { String($0 + 1) }
            let list = numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
            throw Problem(message: "column name '\(MessageText.quoted(selector.text))' (\(option)) is ambiguous: columns \(list) have it; give the column's number instead")
        case let named?:
            return named[0]
        case nil:
            if let number = Int(selector.text), number >= 1, number <= names.count { return number - 1 }
            let list = names.enumerated().map { "\($0.offset + 1) '\(MessageText.quoted($0.element))'" }.joined(separator: ", ")
            throw Problem(message: "no column '\(MessageText.quoted(selector.text))' (\(option)) in the header; the columns are: \(list)")
        }
    }
}
