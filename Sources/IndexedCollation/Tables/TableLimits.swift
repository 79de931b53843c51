/// What a table may ask of ICU, checked before ICU sees it.
///
/// A small table file can otherwise keep a process busy for minutes: ICU's
/// rule builder is worse than quadratic in contractions after one letter
/// (10,000 `&z < z中` rules, 90 KB, took 58 s; 20,000 never finished), and a
/// compound transform multiplies the text at each step (eight chained
/// `Any-Hex` took 51 s on six names). A server that reads tables from its
/// users reads them through the same checks (`LocalizedIndexedCollation(table:)`,
/// `(contentsOf:)`). The limits are far above what a real table needs:
/// tailorings such as Czech's `ch` are tens of characters, transforms one or
/// two steps.
enum TableLimits {
    /// The most characters (Unicode scalars) `rules` may have: about 1,300
    /// contractions after one letter, which ICU builds in under a second.
    static let ruleCharacters = 8_192

    /// The most transliterators a compound `transform` may chain
    /// (`Any-Latin; Latin-ASCII; Lower` is three).
    static let transformSteps = 4

    /// The most characters a `transform` ID may have.
    static let transformCharacters = 1_024

    /// Why `table` asks for more than the limits allow, as the field and
    /// the reason; nil when it does not. Complexity: O(n) in the lengths of
    /// the rules and the transform ID.
    static func excess(of table: LocaleTable) -> (field: String, reason: String)? {
        if let rules = table.rules, rules.unicodeScalars.count > ruleCharacters {
            return ("rules", "\(rules.unicodeScalars.count) characters, more than the \(ruleCharacters) a table may have "
                + "(ICU's rule builder slows down faster than the rules grow)")
        }
        if let transform = table.transform {
            if transform.unicodeScalars.count > transformCharacters {
                return ("transform", "\(transform.unicodeScalars.count) characters, more than the \(transformCharacters) a transform ID may have")
            }
            let steps = steps(of: transform)
            if steps > transformSteps {
                return ("transform", "\(steps) transliterators chained, more than the \(transformSteps) a table may chain "
                    + "(each step may multiply the text)")
            }
        }
        return nil
    }

    /// The transliterators a compound ID chains: its parts between `;`
    /// outside `[…]` sets (a global filter such as `[:Latin:];` is no step).
    static func steps(of id: String) -> Int {
        var steps = 0, depth = 0, part = ""
        func finish() {
            let trimmed = part.trimming(\.isWhitespace)
            if !trimmed.isEmpty, !(trimmed.hasPrefix("[") && trimmed.hasSuffix("]")), !(trimmed.hasPrefix("([") && trimmed.hasSuffix("])")) {
                steps += 1
            }
            part = ""
        }
        var escaped = false
        for character in id {
            defer { escaped = !escaped && character == "\\" }
            if !escaped, character == "[" { depth += 1 }
            if !escaped, character == "]" { depth = max(0, depth - 1) }
            if !escaped, character == ";", depth == 0 { finish() } else { part.append(character) }
        }
        finish()
        return steps
    }
}
