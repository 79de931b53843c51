/// What a table's transform made of single Han characters (the pieces of
/// ``LatinSegments``: `Han-Latin` of each character, and the person-names
/// transform of each surname), and what `Any-Latin` made of single letters
/// (``LetterReadings``): one table per transliterator ID, owned by
/// ``LibraryReuse`` and kept in a file between processes (``KeptStore``),
/// so that a process whose Han characters were all met before never opens
/// the transform (opening `Han-Latin` costs ICU some 980 million
/// instructions, more than sorting 100,000 names).
///
/// Every entry is ICU's own output for its piece, made by a process that
/// opened the transliterator and transformed the piece, under the versions
/// in the file's header. A piece is one character: a name the person-names
/// transform reads whole is remembered by the memo of the run that met it,
/// never kept, so that no one's name is written to the cache. Two processes writing at once may lose one's new
/// entries, which are then transformed again. At most ``limit`` entries.
///
/// A value; memory: some 50 bytes an entry.
struct PieceTable: Sendable, Equatable {
    /// The most entries a table keeps: more than the ideographs of Unicode
    /// 16 (some 98,000), a few megabytes at most.
    static let limit = 131_072

    /// Pieces by their UTF-8 bytes (a `String` key would equate
    /// canonically equivalent pieces, which ICU may transform apart).
    private(set) var results: [[UInt8]: String] = [:]

    var count: Int { results.count }

    subscript(piece: [UInt8]) -> String? { results[piece] }

    /// Adds the pieces not known yet, while under ``limit``; pieces of more
    /// than one character (whole names), and entries that are not what a
    /// transform of one letter gives (``isKeepable(_:_:)``) are not kept.
    /// Returns whether any was added.
    mutating func add(_ new: [(String, String)]) -> Bool {
        var added = false
        for (piece, result) in new where results.count < Self.limit && Self.isKeepable(piece, result) && results[Array(piece.utf8)] == nil {
            results[Array(piece.utf8)] = result
            added = true
        }
        return added
    }

    /// What an entry may be: a piece of one letter of a script other than
    /// Latin (an ideograph, or a letter of an alphabet: ``LetterReadings``),
    /// and a result of at most 64 scalars with no control or format
    /// character (a line break, a bidi override): what a transform of one
    /// such character gives. A file with any other entry is not read.
    private static func isKeepable(_ piece: String, _ result: String) -> Bool {
        guard piece.unicodeScalars.count == 1, let scalar = piece.unicodeScalars.first, ICUCharacter.isLetter(scalar),
              ![.latin, .common, .inherited].contains(ICUCharacter.script(of: scalar)) else { return false }
        var count = 0
        for scalar in result.unicodeScalars {
            count += 1
            guard count <= 64 else { return false }
            // ASCII's controls are C0 and DEL, and it has no format
            // character: most results are ASCII, asked of no table.
            if scalar.isASCII {
                guard scalar.value >= 0x20, scalar.value != 0x7F else { return false }
                continue
            }
            let category = scalar.properties.generalCategory
            guard category != .control, category != .format else { return false }
        }
        return true
    }

    // MARK: The file

    /// `pieces N`, then `PIECE<tab>RESULT` per piece (sorted, so that the
    /// same table gives the same file).
    var lines: [String] {
        ["pieces \(results.count)"] + results.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { String(decoding: $0.key, as: UTF8.self) + "\t" + $0.value }
    }

    /// The table of a file's lines, or nil unless they are what ``lines`` writes.
    init?(lines: [Substring]) {
        guard let count = lines.first.flatMap({ $0.hasPrefix("pieces ") ? Int($0.dropFirst(7)) : nil }),
              count == lines.count - 1, count <= Self.limit else { return nil }
        results.reserveCapacity(count)
        for line in lines.dropFirst() {
            guard let tab = line.unicodeScalars.firstIndex(of: "\t") else { return nil }
            let piece = String(line.unicodeScalars[..<tab]), result = String(line.unicodeScalars[line.unicodeScalars.index(after: tab)...])
            guard Self.isKeepable(piece, result), results.updateValue(result, forKey: Array(piece.utf8)) == nil else { return nil }
        }
    }

    init() {}

    init(_ results: [[UInt8]: String]) {
        self.results = results
    }
}
