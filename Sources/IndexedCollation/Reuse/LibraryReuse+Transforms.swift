/// Transliterators by ID, and what is derived from them: reaches, name
/// splits, the Han context, piece tables and the katakana table.
extension LibraryReuse {
    /// The most transliterators kept: every transform of the compiled-in
    /// tables, their person-names forms and the page's folds fit many times
    /// over; past it, the first opened is let go (collations that hold it
    /// keep it).
    static let maximumTransforms = 64

    /// The transliterator `id`, shared by every caller in the process.
    /// `boundingReach`: with its reach (``TransliteratorPool/leavesUnchanged(_:)``),
    /// read from a kept file when there is one (the transliterator then opens
    /// on first use) or derived and kept. An unknown ID throws `U_INVALID_ID`.
    func transform(id: String, boundingReach: Bool = false) throws(ICUError) -> TransliteratorPool {
        try once("transform \(id)", lookup: { state in
            state.transforms[id].flatMap { $0.hasReach || !boundingReach ? $0 : nil }
        }, make: { () throws(ICUError) in
            let keptReach = boundingReach ? kept(.reach, id: id, decode: KeptCodecs.reach) : nil
            let pool = try TransliteratorPool(id: id, boundingReach: boundingReach, keptReach: keptReach)
            if keptReach == nil, let reach = pool.boundingReach { derived(.reach, id: id, lines: KeptCodecs.lines(ofReach: reach)) }
            return pool
        }, keep: { state, pool in
            if state.transforms[id] == nil {
                if state.transformsOpened.count >= Self.maximumTransforms {
                    state.transforms[state.transformsOpened.removeFirst()] = nil
                }
                state.transformsOpened.append(id)
            }
            state.transforms[id] = pool
        })
    }

    /// ``transform(id:boundingReach:)`` for a built-in ID that ICU always has.
    func builtInTransform(id: String) -> TransliteratorPool {
        do {
            return try transform(id: id)
        } catch {
            preconditionFailure("ICU has no transliterator '\(id)': \(error)")
        }
    }

    /// `Any-Latin` for texts whose letters are all of `script`
    /// (``ICUTransliterator/anyLatin(ofScript:)``): built once per script
    /// and process without ICU's registry, which opening `Any-Latin` builds
    /// first (some 140 million instructions, more than three kana names
    /// need in all); nil where the shim does not build it. Nil for Han too:
    /// its transliterator is `Han-Latin`, which the library opens by ID for
    /// its context and name split anyway, and ICU's registry shares its
    /// compiled rules with `Any-Latin`; built again from data, its 1,469
    /// rules would be compiled twice (some 840 million instructions).
    func anyLatin(ofScript script: ICUScript) -> TransliteratorPool? {
        guard script != .han else { return nil }
        return builtFromData(named: "Any-Latin of \(script.code)") { ICUTransliterator.anyLatin(ofScript: script) }
    }

    /// ``anyLatin(ofScript:)`` with its rule passes on the second copy of
    /// ICU (``secondICU``), to run beside the one on this process's ICU;
    /// nil where that is not built, or the copy is not loaded or not used.
    func anyLatinOnSecondICU(ofScript script: ICUScript) -> TransliteratorPool? {
        guard script != .han, let second = secondICU else { return nil }
        return builtFromData(named: Self.onSecondICUName(of: script)) {
            ICUTransliterator.anyLatin(ofScript: script, on: second)
        }
    }

    /// ``anyLatinOnSecondICU(ofScript:)`` when it was built already (and
    /// the copy is still used); nil otherwise, without loading or building
    /// anything: ``secondICU`` is not asked, since asking loads the copy
    /// (7–10 MB of peak memory a run whose batches never needed it would pay). O(1).
    func builtAnyLatinOnSecondICU(ofScript script: ICUScript) -> TransliteratorPool? {
        guard script != .han else { return nil }
        return state.withLock { $0.usesSecondICU ? ($0.builtFromData[Self.onSecondICUName(of: script)] ?? nil) : nil }
    }

    private static func onSecondICUName(of script: ICUScript) -> String { "Any-Latin of \(script.code) on the second ICU" }

    /// The second copy of ICU's libraries (``usesSecondICU``): the
    /// process's, loaded on first need and never unloaded
    /// (``ICUSecondInstance/process``); nil when not used or not loadable.
    var secondICU: ICUSecondInstance? {
        usesSecondICU ? ICUSecondInstance.process : nil
    }

    /// The rule-based transform `id` built from ICU's data without ICU's
    /// registry (``ICUTransliterator/fromData(id:)``), once per process; nil
    /// where the shim does not build it (then ``transform(id:boundingReach:)`` serves).
    func transformFromData(id: String) -> TransliteratorPool? {
        builtFromData(named: id) { ICUTransliterator.fromData(id: id) }
    }

    private func builtFromData(named name: String, build: () -> ICUTransliterator?) -> TransliteratorPool? {
        once("built from data: \(name)", lookup: { $0.builtFromData[name] }, make: {
            build().flatMap { try? TransliteratorPool(of: $0) }
        }, keep: { $0.builtFromData[name] = .some($1) })
    }

    /// The name-split sets of `pool`'s transliterator (``TransliteratorPool/NameSplit``):
    /// kept, or asked of ICU once and kept.
    func nameSplit(of pool: TransliteratorPool) -> TransliteratorPool.NameSplit? {
        pool.nameSplit(kept: { kept(.nameSplit, id: pool.id, decode: KeptCodecs.nameSplit) },
                       derived: { derived(.nameSplit, id: pool.id, lines: KeptCodecs.lines(ofNameSplit: $0)) })
    }

    /// The context of `Han-Latin` under the running ICU; nil when its rules
    /// are not built as the proof reads them (then no Han text is split).
    var hanContext: HanContext? {
        once("Han context", lookup: { $0.hanContext }, make: {
            let id = "Han-Latin"
            if let kept = kept(.hanContext, id: id, decode: KeptCodecs.hanContext) { return kept }
            guard let made = (try? transform(id: id))?.hanContext() else { return nil }
            derived(.hanContext, id: id, lines: KeptCodecs.lines(ofHanContext: made))
            return made
        }, keep: { $0.hanContext = .some($1) })
    }

    /// For a script whose transliterator to Latin reads a word letter by
    /// letter (docs/transliteration.md, "Letters one by one": Cyrillic,
    /// Arabic and Hebrew under ICU 72), the characters a letter's
    /// decomposition must not hold for that (``ICUCharacterSet/letterStandsAloneOutside(_:)``);
    /// nil for any other script. Asked of ICU's rules once per script and
    /// process: of the script's transliterator that `Any-Latin` runs, built
    /// without ICU's registry (``anyLatin(ofScript:)``), else opened by ID
    /// (`Cyrl-Latn`).
    func lettersAlone(of script: ICUScript) -> ICUCharacterSet? {
        once("letters alone \(script.code)", lookup: { $0.lettersAlone[script] }, make: {
            (anyLatin(ofScript: script) ?? (try? transform(id: "\(script.code)-Latn")))?.lettersAlone()
        }, keep: { $0.lettersAlone[script] = .some($1) })
    }

    /// For a script whose transliterator to Latin writes a word letter by
    /// letter with separators that depend on a few neighbours
    /// (docs/transliteration.md, "Letters with separators": Hangul under ICU
    /// 72), its rule pass read position by position; nil for any other
    /// script. Asked of ICU's rules once per script and process, of the
    /// transliterator ``lettersAlone(of:)`` reads.
    func contextLetters(of script: ICUScript) -> ICUContextLetters? {
        once("context letters \(script.code)", lookup: { $0.contextLetters[script] }, make: {
            (anyLatin(ofScript: script) ?? (try? transform(id: "\(script.code)-Latn")))?.contextLetters(script: script)
        }, keep: { $0.contextLetters[script] = .some($1) })
    }

    /// The letters of `script` written position by position
    /// (``ContextLetterReadings``: Hangul's syllables) with the questions
    /// their positions asked, as an earlier process kept them
    /// (``KeptCodecs/contextLetters(_:pass:script:)``), read once per
    /// process, or as a memo of this process has learned them since
    /// (``share(learnedContextLetters:)``); empty when neither holds any.
    /// A memo starts from it, so that the texts an earlier process met are
    /// written without asking ICU anything.
    func keptContextLetters(of script: ICUScript) -> ContextLetterReadings {
        once("kept context letters \(script.code)", lookup: { $0.keptContextLetters[script] }, make: {
            guard store != nil, let pass = contextLetters(of: script) else { return ContextLetterReadings() }
            return kept(.contextLetters, id: Self.contextLettersID(of: script), decode: {
                KeptCodecs.contextLetters($0, pass: pass, script: script)
            }) ?? ContextLetterReadings()
        }, keep: { $0.keptContextLetters[script] = $1 })
    }

    /// Makes a memo's table, which holds ``keptContextLetters(of:)`` and
    /// what it learned since, what that gives from now on when it holds
    /// more (written by the next ``writeKeptFiles()`` when files are kept).
    /// Nothing when the kept table was not read in this process (a memo
    /// that learned a few texts alone): its table would replace the file's.
    /// A table another memo grew at the same time may be left out: its
    /// texts are only learned again. O(1).
    func share(learnedContextLetters table: ContextLetterReadings) {
        guard let script = table.script else { return }
        state.withLock { state in
            guard let kept = state.keptContextLetters[script], table.entryCount > kept.entryCount else { return }
            state.keptContextLetters[script] = table
            if state.store != nil { state.changedContextLetters.insert(script) }
        }
    }

    /// The largest table of ``keptContextLetters(of:)`` read or shared in
    /// this process so far (none is read here), for the first pass, which
    /// reads no memo: under ICU 72 only Hangul's exists. O(scripts read).
    var readContextLetters: ContextLetterReadings? {
        state.withLock { $0.keptContextLetters.values.max { $0.entryCount < $1.entryCount } }.flatMap { $0.entryCount > 0 ? $0 : nil }
    }

    /// The ID a script's ``keptContextLetters(of:)`` is kept under.
    static func contextLettersID(of script: ICUScript) -> String {
        "\(script.code)-Latn"
    }

    /// The letters whose `Any-Latin` an earlier process kept
    /// (``LetterReadings/keptID``), as a table read once per process, and
    /// those a memo of this process has learned since
    /// (``share(learnedLetters:)``): a text of them is keyed without
    /// opening `Any-Latin`. Empty until files are kept or a letter is learned.
    var keptLetters: LetterReadings {
        once("kept letters", lookup: { $0.keptLetters }, make: {
            var letters = LetterReadings()
            for (piece, latin) in pieces(of: LetterReadings.keptID).results {
                let letter = String(decoding: piece, as: UTF8.self)
                if let scalar = letter.unicodeScalars.first { letters.add(scalar, of: ICUCharacter.script(of: scalar), latin: latin) }
            }
            return letters
        }, keep: { $0.keptLetters = $1 })
    }

    /// Makes `letters`, a memo's table that holds ``keptLetters`` and the
    /// letters it has learned since, what ``keptLetters`` gives from now
    /// on, when it holds more letters. A letter's `Any-Latin` is the same
    /// under every table that keys by letters (docs/transliteration.md,
    /// "Letters one by one"), so the first pass `collate`'s reader computes
    /// ahead, which reads no memo, keys the texts of letters learned in
    /// earlier batches, and a new memo starts with them. A letter another
    /// memo learned at the same time may be left out: its texts are only
    /// learned again. O(1).
    func share(learnedLetters letters: LetterReadings) {
        state.withLock { state in
            if letters.count > state.keptLetters?.count ?? 0 { state.keptLetters = letters }
        }
    }

    /// The Han characters ICU's `Traditional-Simplified` may change that
    /// Simplified Chinese does not use as they are (its reach, less CLDR's
    /// `zh` exemplars, standard and auxiliary): 單 區 樂, not 乾 (*Qián* as a
    /// surname, which the transform would write 干). Derived once per
    /// process from the kept reach (``ChineseSurnameForm``).
    var traditionalOnlyHan: TraditionalOnlyHan {
        once("traditional-only Han", lookup: { $0.traditionalOnlyHan }, make: {
            let reach = try? transform(id: "Traditional-Simplified", boundingReach: true).boundingReach
            return TraditionalOnlyHan(characters: reach?.removingExemplars(of: "zh", [.standard, .auxiliary]))
        }, keep: { $0.traditionalOnlyHan = $1 })
    }

    /// MeCab's katakana readings in hiragana (``KatakanaReadings``): kept,
    /// or asked of ICU (96 transliterations) and kept.
    var katakanaReadings: KatakanaReadings {
        once("katakana", lookup: { $0.katakana }, make: {
            let id = KeptCodecs.katakanaID, transliterator = LazyTransliteratorPool(id: id, reuse: self, fromData: true)
            if let hiragana = kept(.katakana, id: id, decode: KeptCodecs.katakana) {
                return KatakanaReadings(hiragana: hiragana, transliterator: transliterator)
            }
            let readings = KatakanaReadings(fromICU: transliterator)
            derived(.katakana, id: id, lines: KeptCodecs.lines(ofKatakana: readings.hiragana))
            return readings
        }, keep: { $0.katakana = $1 })
    }

    // MARK: Piece tables

    /// The pieces of the transform `id` met by this process or an earlier
    /// one, and their results; empty unless files are kept (without them, a
    /// memo's own pieces serve one table's calls). O(1) once read.
    func pieces(of id: String) -> PieceTable {
        guard store != nil else { return PieceTable() }
        return once("pieces \(id)", lookup: { $0.pieceTables[id] }, make: {
            kept(.pieces, id: id, decode: PieceTable.init(lines:)) ?? PieceTable()
        }, keep: { $0.pieceTables[id] = $1 })
    }

    /// Adds pieces transformed by `id` (ICU's results) to its table, written
    /// by the next ``writeKeptFiles()``; nothing unless files are kept.
    func keep(_ new: [(String, String)], id: String) {
        guard store != nil, !new.isEmpty else { return }
        _ = pieces(of: id)  // the kept file read, once
        // Added under the lock: two passes keeping pieces at once both land.
        state.withLock { state in
            if state.pieceTables[id, default: PieceTable()].add(new) { state.changedPieceTables.insert(id) }
        }
    }

    // MARK: Tables

    /// The validated table kept under `id`, else made by `make` and kept.
    /// `variant`: a table with a locale's collation keywords (kept apart).
    func table(id: String, variant: Bool = false, make: () throws(IndexedCollationError) -> ValidatedTable?)
        throws(IndexedCollationError) -> ValidatedTable? {
        // Two branches, not a key path chosen by `variant`: the first use of a
        // key path to a generic type costs the runtime some 270,000
        // instructions, a sixth of a short run's own start-up (docs/performance.md).
        try once("table \(variant ? "variant " : "")\(id)",
                 lookup: { state in (variant ? state.variants[id] : state.tables[id]).map { .some($0) } },
                 make: make,
                 keep: { state, made in
                     guard let made else { return }
                     if variant { state.variants[id] = made } else { state.tables[id] = made }
                 })
    }

    /// The collation signature kept for `collatorID`, else made and kept.
    func signature(of collatorID: String, make: () -> String) -> String {
        if let kept = state.withLock({ $0.signatures[collatorID] }) { return kept }
        let made = make()
        state.withLock { $0.signatures[collatorID] = made }
        return made
    }
}
