import Synchronization

/// What a table's transform made of single Han characters (the pieces of
/// ``LatinSegments``: `Han-Latin` of each character, and the person-names
/// transform of each surname), kept in a file per transliterator ID between
/// processes (``KeptFile``), so that a process whose Han characters were all
/// met before never opens the transform (opening `Han-Latin` costs ICU some
/// 980 million instructions, more than sorting 100,000 names).
///
/// Every entry is ICU's own output for its piece, written by a process that
/// opened the transliterator and transformed the piece, under the versions
/// in the file's header; a damaged file, or one of other versions, is
/// ignored. The file grows as processes meet new characters (merged with what
/// this process read; two processes writing at once may lose one's new
/// entries, which are then transformed again), up to ``limit`` entries.
///
/// The library keeps nothing unless a directory is in use (``KeptFile/use(directory:)``).
///
/// Thread safety: the tables are behind a lock. Complexity: reading a file
/// is O(its size), once per ID and process; ``keep(_:id:)`` rewrites the
/// file, O(its size), and is called only when new pieces were transformed.
enum TransformPieceCache {
    /// The format, first line of every file.
    static let format = "collate transform pieces 1"
    private static let kind = "transform-pieces"
    /// The most entries a file keeps: more than the ideographs of Unicode
    /// 16 (some 98,000), a few megabytes at most.
    static let limit = 131_072

    /// A table: pieces by their UTF-8 bytes (a `String` key would equate
    /// canonically equivalent pieces, which ICU may transform apart).
    typealias Table = [[UInt8]: String]

    /// The tables read or grown by this process, by transliterator ID.
    private static let tables = Mutex<[String: Table]>([:])

    /// The kept pieces of `id` and their transforms (empty when no
    /// directory is in use or no valid file is kept).
    static func pieces(of id: String) -> Table {
        guard KeptFile.isInUse else { return [:] }
        if let table = tables.withLock({ $0[id] }) { return table }
        let read = KeptFile.load(kind: kind, format: format, id: id).flatMap(parse) ?? [:]
        return tables.withLock { tables in
            if let table = tables[id] { return table }
            tables[id] = read
            return read
        }
    }

    /// Adds `new` pieces and their transforms by `id` (ICU's output) to the
    /// table and rewrites its file; pieces holding a tab or a line break,
    /// or results holding a line break, are not kept.
    static func keep(_ new: [(String, String)], id: String) {
        guard KeptFile.isInUse else { return }
        var table = pieces(of: id)
        var added = false
        for (piece, result) in new where table.count < limit && isKeepable(piece, result) && table[Array(piece.utf8)] == nil {
            table[Array(piece.utf8)] = result
            added = true
        }
        guard added else { return }
        tables.withLock { $0[id] = table }
        KeptFile.store(lines(of: table), kind: kind, format: format, id: id)
    }

    /// Forgets the tables read or grown by this process, so that the next
    /// ``pieces(of:)`` reads the files again (for tests of the files).
    static func forgetTables() {
        tables.withLock { $0 = [:] }
    }

    // MARK: The file

    private static func isKeepable(_ piece: String, _ result: String) -> Bool {
        !piece.isEmpty && !piece.unicodeScalars.contains { $0 == "\t" || $0 == "\n" || $0 == "\r" }
            && !result.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
    }

    /// `pieces N`, then `PIECE<tab>RESULT` per piece (sorted, so that the
    /// same table gives the same file).
    static func lines(of table: Table) -> [String] {
        ["pieces \(table.count)"] + table.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { String(decoding: $0.key, as: UTF8.self) + "\t" + $0.value }
    }

    /// The table of a file's lines, or nil unless they are what ``lines(of:)`` writes.
    static func parse(_ lines: [Substring]) -> Table? {
        guard let count = lines.first.flatMap({ $0.hasPrefix("pieces ") ? Int($0.dropFirst(7)) : nil }),
              count == lines.count - 1, count <= limit else { return nil }
        var table: Table = [:]
        table.reserveCapacity(count)
        for line in lines.dropFirst() {
            guard let tab = line.unicodeScalars.firstIndex(of: "\t") else { return nil }
            let piece = String(line.unicodeScalars[..<tab]), result = String(line.unicodeScalars[line.unicodeScalars.index(after: tab)...])
            guard isKeepable(piece, result), table.updateValue(result, forKey: Array(piece.utf8)) == nil else { return nil }
        }
        return table
    }
}
