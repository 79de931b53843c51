/// What a table's collation `rules` ask of ICU's rule builder, read from
/// their text before ICU sees them (``TableLimits``): how many contractions
/// they tailor, and whether they hold an option that steers the builder.
///
/// It reads ICU's rule syntax as far as counting needs: relations (`&`, `<`,
/// `<<`, `<<<`, `<<<<`, `=`, and the old `;` and `,`), star lists (`<*abc`:
/// each character alone), a prefix before `|` and an extension after `/`
/// (neither is part of the tailored string), quoting (`'…'`, `''`),
/// backslash escapes (`\u0063`), `[…]` options and `#` comments. It never
/// decides whether rules are valid: ICU does, after these checks.
/// Complexity: O(length of the rules).
struct CollationRuleText {
    /// Distinct tailored strings of two or more characters (`&c < ch`).
    var contractions: Int { contractionStrings.count }
    private var contractionStrings: Set<[Unicode.Scalar]> = []
    /// The first option that steers ICU's builder (`optimize`,
    /// `suppressContractions`); nil when there is none.
    private(set) var buildOption: String?

    init(_ rules: String) {
        let scalars = Array(rules.unicodeScalars)
        var position = 0
        /// The current relation's string as written (an escape's text stands
        /// for its character), its number of characters, and whether it counts.
        var string: [Unicode.Scalar] = [], characters = 0, counting = false, inPrefixOrExtension = false

        func addCharacter<Written: Sequence<Unicode.Scalar>>(_ written: Written) {
            guard !inPrefixOrExtension else { return }
            string.append(contentsOf: written)
            characters += 1
        }

        func endString() {
            if counting, characters >= 2 { contractionStrings.insert(string) }
            string = []
            characters = 0
            counting = false
            inPrefixOrExtension = false
        }

        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "&", "<", "=", ";", ",":
                endString()
                var end = position + 1
                while end < scalars.count, scalars[end] == "<" { end += 1 }
                let isStar = end < scalars.count && scalars[end] == "*"
                counting = scalar != "&" && !isStar
                position = isStar ? end + 1 : end
            case "|":
                // What came before was the prefix: the string starts here.
                string = []
                characters = 0
                position += 1
            case "/":
                inPrefixOrExtension = true
                position += 1
            case "[":
                let end = Self.closingBracket(scalars, from: position)
                let option = String(String.UnicodeScalarView(scalars[(position + 1)..<min(end, scalars.count)]))
                    .split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
                if buildOption == nil, ["optimize", "suppressContractions"].contains(option) { buildOption = option }
                position = end + 1
            case "#":
                while position < scalars.count, scalars[position] != "\n", scalars[position] != "\r" { position += 1 }
            case "'":
                position += 1
                if position < scalars.count, scalars[position] == "'" {
                    addCharacter(CollectionOfOne("'"))
                    position += 1
                    continue
                }
                while position < scalars.count {
                    if scalars[position] == "'" {
                        if position + 1 < scalars.count, scalars[position + 1] == "'" {
                            addCharacter(CollectionOfOne("'"))
                            position += 2
                            continue
                        }
                        position += 1
                        break
                    }
                    addCharacter(CollectionOfOne(scalars[position]))
                    position += 1
                }
            case "\\":
                let end = Self.endOfEscape(scalars, from: position)
                addCharacter(scalars[position..<end])
                position = end
            default:
                if !scalar.properties.isWhitespace { addCharacter(CollectionOfOne(scalar)) }
                position += 1
            }
        }
        endString()
    }

    /// The position of the `]` that closes the `[` at `start`, counting
    /// nested sets and skipping escaped characters; the end when there is none.
    private static func closingBracket(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 0, position = start
        while position < scalars.count {
            switch scalars[position] {
            case "\\": position += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
            position += 1
        }
        return scalars.count
    }

    /// The position after the escape that starts at `start` (`\uhhhh`,
    /// `\Uhhhhhhhh`, `\x{h…}`, `\xhh`, or a backslash and one character).
    private static func endOfEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start + 1 < scalars.count else { return scalars.count }
        switch scalars[start + 1] {
        case "u": return min(scalars.count, start + 6)
        case "U": return min(scalars.count, start + 10)
        case "x":
            if start + 2 < scalars.count, scalars[start + 2] == "{" {
                var position = start + 3
                while position < scalars.count, scalars[position] != "}" { position += 1 }
                return min(scalars.count, position + 1)
            }
            return min(scalars.count, start + 4)
        default: return start + 2
        }
    }
}
