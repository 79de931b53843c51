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

    /// The most contractions (tailored strings of two or more characters,
    /// Czech's `ch`) `rules` may have: 64 contractions after one letter
    /// take ICU's builder 1.4 s on a loaded machine, 128 took 4.9 s, and
    /// Hungarian, among the richest, has some 50.
    static let contractions = 64

    /// The most a chained `transform` (two steps or more) may multiply a
    /// text's length: each step's output on a sample of what it acts on,
    /// multiplied (`Any-Name` alone some 30 times, so two `Any-Name` steps,
    /// some 900 times, would take minutes on one long name).
    static let chainGrowth = 64.0

    /// The most transliterators a compound `transform` may chain
    /// (`Any-Latin; Latin-ASCII; Lower` is three).
    static let transformSteps = 4

    /// The most characters a `transform` ID may have.
    static let transformCharacters = 1_024

    /// Why `table` asks for more than the limits allow, as the field and
    /// the reason; nil when it does not. Complexity: O(n) in the lengths of
    /// the rules and the transform ID.
    static func excess(of table: LocaleTable) -> (field: String, reason: String)? {
        if let rules = table.rules {
            if rules.unicodeScalars.count > ruleCharacters {
                return ("rules", "\(rules.unicodeScalars.count) characters, more than the \(ruleCharacters) a table may have "
                    + "(ICU's rule builder slows down faster than the rules grow)")
            }
            let rulesText = CollationRuleText(rules)
            if let option = rulesText.buildOption {
                return ("rules", "the option [\(option) …] is not for tables: it tells ICU's builder how to build, not what the "
                    + "order is, and over large sets it keeps the builder busy for minutes")
            }
            if rulesText.contractions > contractions {
                return ("rules", "\(rulesText.contractions) contractions (tailored strings of several characters, such as ch), "
                    + "more than the \(contractions) a table may have (ICU's rule builder slows down faster than they grow)")
            }
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
        stepIDs(of: id).count
    }

    /// The IDs of the transliterators a compound ID chains, in order.
    static func stepIDs(of id: String) -> [String] {
        var steps: [String] = [], depth = 0, part = ""
        func finish() {
            let trimmed = part.trimming(\.isWhitespace)
            if !trimmed.isEmpty, !(trimmed.hasPrefix("[") && trimmed.hasSuffix("]")), !(trimmed.hasPrefix("([") && trimmed.hasSuffix("])")) {
                steps.append(trimmed)
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

    /// How many times a chain of transliterators may lengthen a text: the
    /// product over its steps of the longest output one character gives,
    /// among up to 256 characters sampled from what the step acts on
    /// (``ICUTransliterator/sourceSet()``), stopped once past ``chainGrowth``; nil for one step (a single step's growth is
    /// bounded by its rules and applied to at most ``PlacementBound``'s
    /// scalars). Opens each step's transliterator once.
    static func growth(ofChain id: String) throws(ICUError) -> (growth: Double, step: String, stepGrowth: Double)? {
        let steps = stepIDs(of: id)
        guard steps.count > 1 else { return nil }
        var product = 1.0, largest = (1.0, steps[0])
        for step in steps {
            let transliterator = try ICUTransliterator(id: step)
            // The most one character of the sample grows: a step that
            // lengthens a few characters greatly is not averaged away.
            var ratio = 1.0
            for scalar in Self.sample(of: try transliterator.sourceSet().ranges) {
                ratio = max(ratio, Double(try transliterator.apply(String(scalar)).unicodeScalars.count))
            }
            if ratio > largest.0 { largest = (ratio, step) }
            product *= ratio
            if product > chainGrowth { break }
        }
        return (product, largest.1, largest.0)
    }

    /// Up to 256 characters spread evenly over `ranges` (surrogates and
    /// noncharacters left out).
    private static func sample(of ranges: [ClosedRange<UInt32>]) -> [Unicode.Scalar] {
        let total = ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 }
        guard total > 0 else { return [] }
        let stride = max(1, total / 256)
        var sample: [Unicode.Scalar] = [], skipped = 0
        for range in ranges {
            var value = range.lowerBound + UInt32((stride - skipped % stride) % stride)
            while value <= range.upperBound {
                if let scalar = Unicode.Scalar(value), !scalar.properties.isNoncharacterCodePoint { sample.append(scalar) }
                value += UInt32(stride)
            }
            skipped += Int(range.upperBound - range.lowerBound) + 1
        }
        return sample
    }
}
