/// The columns of tabular output (CSV, TSV, Markdown tables) when every
/// input is CSV or TSV: one header, the first file's. Another file's rows
/// are placed under it by column name: a file whose header has the same
/// names in another order has its fields re-ordered; a file with other
/// names is an error, found before the output is opened (its rows would end
/// up under the wrong columns).
///
/// Formats that keep each file's own columns (JSON, JSON Lines) or write
/// rows as read (text, HTML) need no alignment.
struct ColumnAlignment {
    /// For a file (by its index) whose columns are in
    /// another order: for each output column, the file's column that fills it.
    private let orders: [Int: [Int]]

    /// No re-ordering: the output is not tabular, or has one file.
    init() {
        orders = [:]
    }

    /// Checks that every file has the first file's column names (the same
    /// number of each); O(total number of columns).
    init(files: [InputFile]) throws(CommandFailure) {
        guard let first = files.first, let columns = first.header?.names else {
            orders = [:]
            return
        }
        var orders: [Int: [Int]] = [:]
        for file in files.dropFirst() {
            let names = file.header?.names ?? []
            guard names != columns else { continue }
            guard let order = Self.order(of: names, under: columns) else {
                func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
                throw .input("""
                    \(file.name): its columns (\(list(names))) are not those of \(first.name) (\(list(columns))); \
                    CSV, TSV and Markdown output have one header, so every file needs the same column names \
                    (in any order); JSON and JSON Lines keep each file's columns
                    """)
            }
            orders[file.index] = order
        }
        self.orders = orders
    }

    /// Where each of `columns` is in `names`, the k-th column of a name
    /// taking the k-th of that name; nil unless `names` has exactly the same
    /// names as `columns`.
    private static func order(of names: [String], under columns: [String]) -> [Int]? {
        guard names.count == columns.count else { return nil }
        var positions: [String: [Int]] = [:]
        for (position, name) in names.enumerated().reversed() { positions[name, default: []].append(position) }
        var order: [Int] = []
        for name in columns {
            guard let position = positions[name]?.popLast() else { return nil }
            order.append(position)
        }
        return order
    }

    /// Whether the rows of `file` must be re-ordered (else they are already
    /// in the output's column order).
    func reorders(_ file: InputFile) -> Bool {
        orders[file.index] != nil
    }

    /// The fields of a row of `file` in the output's column order: fields a
    /// short row lacks are `empty`, fields beyond the header follow as read.
    func arranged<Field>(_ fields: [Field], of file: InputFile, empty: Field) -> [Field] {
        guard let order = orders[file.index] else { return fields }
        return order.map { $0 < fields.count ? fields[$0] : empty } + fields.dropFirst(order.count)
    }
}
