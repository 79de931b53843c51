import ByteMachinery

/// The pieces of a string that ICU's `Any-Latin` may transliterate one by
/// one with a result byte for byte equal to transliterating the whole
/// string: `Any-Latin(s) == glue₀ + Any-Latin(piece₁) + glue₁ + … + glue_n`.
/// docs/transliteration.md proves it for exactly the strings split here;
/// every other string is not split (`init?` gives nil) and is transliterated
/// whole.
///
/// - Words: space-separated words all of one script among Cyrillic, Greek,
///   Arabic, Hebrew, Devanagari (and the eight other scripts of India whose
///   transliterators are Devanagari's in form: Bengali, Gujarati, Gurmukhi,
///   Oriya, Tamil, Telugu, Kannada, Malayalam), Georgian, Armenian, Hangul,
///   Hiragana, Katakana, Thai. Each word
///   starts with a letter of that script (for kana, not an iteration mark,
///   whose rule copies the character before it, space included) and holds
///   only letters of that script, combining marks of it or (but in Thai) of
///   no script (Inherited), and, in kana, the prolonged sound mark; the glue
///   is the runs of spaces (U+0020) before, between and after the words.
///   (Thai's transliterator cuts words with ICU's dictionary word break,
///   which never looks past a space: docs/transliteration.md, "Thai".)
/// - Unchanged: Latin, Common and Inherited characters only; no pieces,
///   the whole string is glue.
/// - Han: two or more Han ideographs, in words separated by spaces
///   (U+0020), and nothing else; none of the four whose pinyin depends on
///   the next character (藏 重 沈 秘) followed (past any spaces) by that
///   character (文 庆 阳 鲁), and no compatibility ideograph (NFKC
///   turns U+F972 into 沈 before the pinyin rules see it). `Any-Latin` (and `Han-Latin`, the
///   `zh-Hans` table's transform, ``init(splittingHan:context:)``) puts one space
///   between the readings of adjacent ideographs, so the glue between the
///   pieces of a word is one space, and between words their spaces. Beside
///   ideographs a word may hold Han letters that are no ideographs (the
///   iteration mark 々 of 佐々木), each with its one space too, but never two
///   side by side, between which `Han-Latin` puts none (not for the
///   person-names transform).
///
/// Not split: mixed scripts, digits, punctuation, other separators.
///
/// Complexity: O(n) for a string of n scalars, a few ICU property lookups each.
/// Thread-safe (a value).
struct LatinSegments {
    /// The parts transliterated one by one, in order.
    let pieces: [Substring]
    /// What comes before, between and after the transliterated pieces:
    /// `pieces.count + 1` entries.
    private let glue: [Substring]
    /// Whether the first piece is a Chinese surname, transformed by the
    /// person-names transform (``init(splittingHanName:context:split:)``)
    /// while the others are transformed by `Han-Latin`.
    let surnameFirst: Bool
    /// Per piece, its result when it is known without a transliteration (a
    /// name's later character that the names pass reads anywhere:
    /// ``HanNameSplit/laterReadings``); empty when no piece has one.
    private let given: [String?]

    /// The pieces of `string`, or nil when it is to be transliterated whole.
    /// `hanContext`: `Han-Latin`'s (``LibraryReuse/hanContext``), asked
    /// only of a Han string.
    init?(splitting string: String, hanContext: @autoclosure () -> HanContext?) {
        surnameFirst = false
        given = []
        if Self.isUnchanged(string) {
            (pieces, glue) = ([], [string[...]])
            return
        }
        guard let first = string.unicodeScalars.first(where: { $0 != " " }) else { return nil }
        let script = ICUCharacter.script(of: first)
        let split = script == .han ? Self.hanCharacters(of: string, hanContext()) : Self.words(of: string, in: script)
        guard let split else { return nil }
        (pieces, glue) = split
    }

    /// The Han pieces of `string` (the Han case above), for `Han-Latin`:
    /// the Han case's proof is a proof about `Han-Latin`'s rules
    /// (docs/transliteration.md). Nil for any other string.
    init?(splittingHan string: String, context: HanContext?) {
        guard let split = Self.hanCharacters(of: string, context) else { return nil }
        (pieces, glue) = split
        surnameFirst = false
        given = []
    }

    /// A Chinese name for the person-names transform `Han-Latin/Names;Han-Latin`
    /// (docs/transliteration.md, "Names by pieces"): one word of the Han case
    /// (no space at all), its first character not in `split.initial`, the
    /// others not in `split.later`, and no character directly followed by
    /// the one its names rule looks for (`split.pairs`: 令狐). Its first
    /// piece is transformed by the names transform alone; each other by
    /// `Han-Latin`, or is the names pass's own reading of it where it has
    /// one (长 `cháng`); joined by one space. Nil for any other string.
    init?(splittingHanName string: String, context: HanContext?, split names: HanNameSplit) {
        guard !string.utf8.contains(0x20),
              let split = Self.hanCharacters(of: string, context, lettersBesideIdeographs: false) else { return nil }
        var first = split.pieces[0], rest = string[split.pieces[1].startIndex...]
        let excluded = first.withUTF8 { names.initial.containsSome(utf8: $0) } || rest.withUTF8 { names.later.containsSome(utf8: $0) }
        guard !excluded else { return nil }
        let scalars = string.unicodeScalars.map(\.value)
        for (scalar, next) in zip(scalars, scalars.dropFirst()) where names.pairs.follower(of: scalar) == next { return nil }
        (pieces, glue) = split
        surnameFirst = true
        let readings = split.pieces.indices.map { $0 == 0 ? nil : split.pieces[$0].unicodeScalars.first.flatMap(names.laterReading(of:)) }
        given = readings.contains { $0 != nil } ? readings : []
    }

    /// A Chinese name (one word of the Han case) that the person-names
    /// transform does not split (``init(splittingHanName:context:split:)``
    /// gives nil) as one piece, transformed whole by that transform like a
    /// surname: so its result is remembered, and kept between processes,
    /// as the surnames' are (``PieceTable``). Nil for any other string.
    init?(wholeHanName string: String, context: HanContext?) {
        guard !string.utf8.contains(0x20), Self.hanCharacters(of: string, context, lettersBesideIdeographs: false) != nil else { return nil }
        (pieces, glue) = ([string[...]], ["", ""])
        surnameFirst = true
        given = []
    }

    /// The whole string's transliteration, from each piece's (a piece with
    /// a given result takes it: ``needsTransliteration(_:)``).
    func joined(_ latin: (Substring) -> String) -> String {
        var result = String(glue[0])
        for (index, (piece, after)) in zip(pieces, glue.dropFirst()).enumerated() {
            result += given.isEmpty ? latin(piece) : given[index] ?? latin(piece)
            result += after
        }
        return result
    }

    /// Whether piece `index` is transliterated (its result is not given). O(1).
    func needsTransliteration(_ index: Int) -> Bool {
        given.isEmpty || given[index] == nil
    }

    /// ``joined(_:)``, with the first piece by `surname` when it is a
    /// surname (``surnameFirst``).
    func joined(surname: (Substring) -> String, _ latin: (Substring) -> String) -> String {
        guard surnameFirst else { return joined(latin) }
        var first = true
        return joined { piece in
            defer { first = false }
            return first ? surname(piece) : latin(piece)
        }
    }

    // MARK: Unchanged

    /// Latin, Common and Inherited characters only: `Any-Latin` finds no
    /// script run it has a transliterator for (Latin is its target; a run
    /// of Common and Inherited characters alone has no script).
    private static func isUnchanged(_ string: String) -> Bool {
        string.unicodeScalars.allSatisfy { scalar in
            let script = ICUCharacter.script(of: scalar)
            return script == .latin || script == .common || script == .inherited
        }
    }

    // MARK: Words

    /// Scripts whose transliterators no rule lets see across a space
    /// (docs/transliteration.md, one section each).
    static let wordScripts: Set<ICUScript> = [.cyrillic, .greek, .arabic, .hebrew, .devanagari, .hangul, .hiragana, .katakana, .thai,
                                              .bengali, .gujarati, .gurmukhi, .oriya, .tamil, .telugu, .kannada, .malayalam, .georgian,
                                              .armenian]

    /// The words case of `string`, whose first letter is of `script`: the
    /// split ``words(ofUTF8:)`` makes of its bytes, as pieces and glue.
    private static func words(of string: String, in script: ICUScript) -> (pieces: [Substring], glue: [Substring])? {
        guard wordScripts.contains(script) else { return nil }
        var contiguous = string
        guard let (found, ranges) = contiguous.withUTF8(words(ofUTF8:)), found == script else { return nil }
        let utf8 = string.utf8
        var pieces: [Substring] = [], glue: [Substring] = []
        pieces.reserveCapacity(ranges.count)
        glue.reserveCapacity(ranges.count + 1)
        var gapStart = string.startIndex
        for range in ranges {
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(start, offsetBy: range.count)
            glue.append(string[gapStart..<start])
            pieces.append(string[start..<end])
            gapStart = end
        }
        glue.append(string[gapStart...])
        return (pieces, glue)
    }

    /// The words of UTF-8 `text` (their byte ranges) and their script, when
    /// it is of the words case; nil for any other text
    /// (Han, mixed scripts, no word). The keying pass asks it of texts
    /// it keys by their words (``WordReadings``) without making a `String`;
    /// ``init(splitting:hanContext:)`` turns its ranges into pieces.
    /// O(n) for n bytes, a few ICU property look-ups per scalar.
    static func words(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> (script: ICUScript, words: [Range<Int>])? {
        var words: [Range<Int>] = [], script: ICUScript?, wordStart: Int?
        var index = 0
        while index < text.count {
            if text[index] == 0x20 {
                if let start = wordStart { words.append(start..<index) }
                wordStart = nil
                index += 1
                continue
            }
            guard let (value, length) = UTF8Scalar.decode(text, at: index), let scalar = Unicode.Scalar(value) else { return nil }
            if let script {
                guard wordStart == nil ? startsWord(scalar, in: script) : continuesWord(scalar, in: script) else { return nil }
            } else {
                // The first letter names the script, as for a `String`.
                let first = ICUCharacter.script(of: scalar)
                guard wordScripts.contains(first), startsWord(scalar, in: first) else { return nil }
                script = first
            }
            if wordStart == nil { wordStart = index }
            index += length
        }
        if let start = wordStart { words.append(start..<text.count) }
        return script.map { ($0, words) }
    }

    /// Kana iteration marks (ゝ ゞ ヽ ヾ): Katakana-Latin's rule for them
    /// copies the character before, which may be the space.
    /// (Four scalars: an array's compares cost less than a set's hashing.)
    private static let iterationMarks: [Unicode.Scalar] = ["\u{309D}", "\u{309E}", "\u{30FD}", "\u{30FE}"]

    private static func startsWord(_ scalar: Unicode.Scalar, in script: ICUScript) -> Bool {
        ICUCharacter.isLetter(scalar) && ICUCharacter.script(of: scalar) == script && !iterationMarks.contains(scalar)
    }

    private static func continuesWord(_ scalar: Unicode.Scalar, in script: ICUScript) -> Bool {
        let own = ICUCharacter.script(of: scalar)
        if ICUCharacter.isLetter(scalar) { return own == script || (scalar == "\u{30FC}" && (script == .katakana || script == .hiragana)) }
        // Thai's transform filters out every character of no script of
        // Thai, so a mark of no script would cut the word in two runs.
        return ICUCharacter.isMark(scalar) && (own == script || (own == .inherited && script != .thai))
    }

    // MARK: Han

    /// Whether the scalar at `index` is one of the characters whose reading
    /// depends on the next (``HanContext``) and the next scalar other than
    /// a space is the one its rule looks for (the rule allows one space
    /// between; any number is refused here, which is safe).
    private static func readsByContext(_ scalars: String.UnicodeScalarView, at index: String.Index, _ context: HanContext) -> Bool {
        guard let follower = context.follower(of: scalars[index].value) else { return false }
        let next = scalars[scalars.index(after: index)...].first { $0 != " " }
        return next?.value == follower
    }

    /// Whether a character may be a piece of the Han case: script Han, a
    /// letter, Ideographic, and left as it is by NFKC (a compatibility
    /// ideograph becomes another in Han-Spacedhan's nfkc: U+F972 becomes
    /// 沈, which the contextual exclusions must see). Four ICU look-ups.
    static func mayBeHanPiece(_ scalar: Unicode.Scalar) -> Bool {
        ICUCharacter.script(of: scalar) == .han && ICUCharacter.isLetter(scalar) && ICUCharacter.isIdeographic(scalar)
            && ICUCharacter.isNFKCStable(scalar)
    }

    /// Whether a character may be a piece of the Han case beside
    /// ideographs though it is none: a Han letter that is not Ideographic
    /// and that NFKC leaves as it is, such as the iteration mark 々 (佐々木).
    /// `Han-Spacedhan` puts one space between it and an ideograph on either
    /// side, as between two ideographs, but none between two of them
    /// (docs/transliteration.md, "Han"): two side by side are not split.
    /// Four ICU look-ups.
    static func mayBeHanPieceBesideIdeographs(_ scalar: Unicode.Scalar) -> Bool {
        ICUCharacter.script(of: scalar) == .han && ICUCharacter.isLetter(scalar) && !ICUCharacter.isIdeographic(scalar)
            && ICUCharacter.isNFKCStable(scalar)
    }
    private static let oneSpace: Substring = " "

    /// `lettersBesideIdeographs`: whether ``mayBeHanPieceBesideIdeographs(_:)``
    /// characters may be pieces (not for the person-names transform, whose
    /// proof reads ideographs only).
    private static func hanCharacters(of string: String, _ context: HanContext?,
                                      lettersBesideIdeographs: Bool = true) -> (pieces: [Substring], glue: [Substring])? {
        guard let context else { return nil }
        let scalars = string.unicodeScalars
        var pieces: [Substring] = [], glue: [Substring] = []
        // An ideograph takes at least 3 bytes: one allocation each, not a
        // growth per piece (which cost more than the rest of the split).
        pieces.reserveCapacity(string.utf8.count / 3)
        glue.reserveCapacity(string.utf8.count / 3 + 1)
        // Where the glue after the last piece (or the string's start) begins.
        var gapStart = scalars.startIndex
        // Whether the last scalar was a piece, and one beside ideographs.
        var afterPiece = false, afterLetter = false
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == " " {
                afterPiece = false
                continue
            }
            let ideograph = mayBeHanPiece(scalar)
            let letter = !ideograph && lettersBesideIdeographs && mayBeHanPieceBesideIdeographs(scalar)
            guard ideograph || letter, !(letter && afterPiece && afterLetter),
                  !readsByContext(scalars, at: index, context) else { return nil }
            afterLetter = letter
            // Within a word, the glue between two ideographs is the one
            // space Han-Latin puts there; between words, their spaces.
            glue.append(afterPiece ? oneSpace : string[gapStart..<index])
            let next = scalars.index(after: index)
            pieces.append(string[index..<next])
            gapStart = next
            afterPiece = true
        }
        guard pieces.count > 1 else { return nil }
        glue.append(string[gapStart...])
        return (pieces, glue)
    }
}
