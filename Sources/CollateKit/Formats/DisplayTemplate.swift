import IndexedCollation
/// `--display`: what the human-readable formats (text, Markdown lists, the
/// HTML page) show of each record. Either one field's name (`Last Name`,
/// `name.family`, `FN`), or a template in which each `{field}` is replaced
/// by the field's value (`{First Name} {Last Name}`); `{{` and `}}` stand
/// for braces. A template may give alternatives separated by `|` (`||` for
/// the bar itself): the first whose fields are not all empty is shown
/// (`{First Name} {Last Name}|{Organization Name}|{Phone 1 - Value}`), an
/// alternative without fields always qualifies, and when none does the last
/// is shown (its fields empty). Fields are named as `--key` names them (CSV/TSV: a header
/// name or 1-based number; JSON: a dotted path), a vCard's by its property
/// (`VCardField`), and a line has one field, `line`.
struct DisplayTemplate: Equatable, CustomStringConvertible {
    enum Piece: Equatable {
        case literal(String)
        case field(String)
    }

    /// The template as given.
    let text: String
    /// The alternatives, each a sequence of pieces; one for a template without `|`.
    let alternatives: [[Piece]]

    /// The names of the fields of every alternative, in order, each once.
    var fieldNames: [String] {
        var seen = Set<String>()
        return alternatives.joined().compactMap { piece in
            guard case .field(let name) = piece, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    var description: String { text }

    /// Parses `--display`'s value. Throws a usage error naming what is
    /// wrong and where (1-based character position).
    init(parsing text: String) throws(CommandFailure) {
        self.text = text
        guard !text.isEmpty else { throw .usage("--display needs a field name or a template such as '{First Name} {Last Name}'") }
        guard text.contains(where: { $0 == "{" || $0 == "}" }) else {
            alternatives = [[.field(text)]]
            return
        }
        alternatives = try Self.alternatives(of: text)
    }

    /// The template's alternatives. Complexity: O(length of the template).
    private static func alternatives(of text: String) throws(CommandFailure) -> [[Piece]] {
        var alternatives: [[Piece]] = [], pieces: [Piece] = [], literal = "", field: String?, fieldStart = 0
        let characters = Array(text)
        var position = 0
        func failure(_ message: String, at offset: Int) -> CommandFailure {
            .usage("--display '\(MessageText.quoted(text))': \(message) at character \(offset + 1)")
        }
        while position < characters.count {
            let character = characters[position]
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            if field != nil {
                if character == "}" {
                    guard let name = field, !name.isEmpty else { throw failure("empty field name '{}'", at: fieldStart) }
                    pieces.append(.field(name))
                    field = nil
                } else if character == "{" {
                    throw failure("'{' inside the field that opens", at: position)
                } else {
                    field!.append(character)
                }
            } else if (character == "{" || character == "}" || character == "|") && next == character {
                literal.append(character)
                position += 1
            } else if character == "{" {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                field = ""
                fieldStart = position
            } else if character == "|" {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                alternatives.append(pieces)
                (pieces, literal) = ([], "")
            } else if character == "}" {
                throw failure("'}' without its '{' (write '}}' for a brace)", at: position)
            } else {
                literal.append(character)
            }
            position += 1
        }
        if field != nil { throw failure("'{' is not closed", at: fieldStart) }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return alternatives + [pieces]
    }

    /// The first alternative with a field whose value is not empty, or
    /// without fields (else the last), each field replaced by `value(name)`.
    func rendered(_ value: (String) -> String) -> String {
        let chosen = alternatives.first { pieces in
            var hasField = false
            for case .field(let name) in pieces {
                hasField = true
                if !value(name).isEmpty { return true }
            }
            return !hasField
        } ?? alternatives[alternatives.count - 1]
        var result = ""
        for piece in chosen {
            switch piece {
            case .literal(let text): result += text
            case .field(let name): result += value(name)
            }
        }
        return result
    }
}
