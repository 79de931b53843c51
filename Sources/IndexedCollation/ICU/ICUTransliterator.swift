import ICUShim
import Synchronization

/// An ICU transliterator ("Any-Latin", "Han-Latin/Names").
///
/// Thread safety: ICU's transliterators are not thread-safe. An instance may
/// move between threads (hence `Sendable`) but must never be used by two at
/// once; ``TransliteratorPool`` lends each clone to one caller at a time.
final class ICUTransliterator: @unchecked Sendable {
    private let pointer: OpaquePointer
    let id: String

    init(id: String) throws(ICUError) {
        var status: Int32 = 0
        let pointer = icushim_transliterator_open(id, &status)
        self.pointer = try ICUError.checkedHandle(pointer, status, "opening transliterator \(id)")
        self.id = id
    }

    /// `Any-Latin` for a text whose letters are all of `script` (with
    /// Common and Inherited characters): the script's transliterator to
    /// Latin, built from ICU's rules without ICU's registry of IDs (Thai's
    /// word break with ICU's word break iterator: docs/transliteration.md,
    /// "Without the registry"). Nil when ICU's
    /// data gives it in a form the shim does not build (then `Any-Latin`
    /// serves), and for Latin, which `Any-Latin` leaves as it is.
    /// `second`: its rule passes run on that copy of ICU, beside this
    /// process's (the results are the same).
    static func anyLatin(ofScript script: ICUScript, on second: ICUSecondInstance? = nil) -> ICUTransliterator? {
        guard script != .latin else { return nil }
        var status: Int32 = 0
        guard let pointer = icushim_transliterator_open_script_to_latin(script.rawValue, second?.pointer, &status) else { return nil }
        return ICUTransliterator(pointer: pointer, id: "Any-Latin of \(script.code)")
    }

    /// The rule-based transform `id` ("Katakana-Hiragana"), built from ICU's
    /// rules without ICU's registry as ``anyLatin(ofScript:)`` is; nil when
    /// ICU's data gives it in a form the shim does not build (then open it by ID).
    static func fromData(id: String) -> ICUTransliterator? {
        var status: Int32 = 0
        guard let pointer = icushim_transliterator_open_from_data(id, &status) else { return nil }
        return ICUTransliterator(pointer: pointer, id: id)
    }

    private init(pointer: OpaquePointer, id: String) {
        self.pointer = pointer
        self.id = id
    }

    deinit { icushim_transliterator_close(pointer) }

    func clone() throws(ICUError) -> ICUTransliterator {
        var status: Int32 = 0
        let copy = icushim_transliterator_clone(pointer, &status)
        return ICUTransliterator(pointer: try ICUError.checkedHandle(copy, status, "cloning transliterator \(id)"), id: id)
    }

    /// The transliterator's reach: a set such that a text holding none of
    /// its characters comes back unchanged (derived from ICU's rules,
    /// docs/transliteration.md); nil when no such set can be told (every
    /// text may change). O(the rules' length): some 300 million instructions for
    /// `Han-Latin`'s 1,469 rules.
    func reach() throws(ICUError) -> ICUCharacterSet? {
        var status: Int32 = 0
        let set = icushim_transliterator_reach(pointer, &status)
        try ICUError.check(status, "bounding the reach of transliterator \(id)")
        return set.map(ICUCharacterSet.init(pointer:))
    }

    /// The characters the transliterator may act on: ICU's source set
    /// (its rules and filter); for one that is code, not rules (`Any-Name`),
    /// its filter or every character. Unlike ``reach()``, no proof that
    /// others come back unchanged: where to sample what a transform does
    /// (``TableLimits``).
    func sourceSet() throws(ICUError) -> ICUCharacterSet {
        var status: Int32 = 0
        let set = icushim_transliterator_source_set(pointer, &status)
        return ICUCharacterSet(pointer: try ICUError.checkedHandle(set, status, "reading the source set of transliterator \(id)"))
    }

    /// For `Han-Latin/Names;Han-Latin`: what lets a Han name be split into
    /// pieces (``HanNameSplit``, docs/transliteration.md, "Names by
    /// pieces"); nil when the transliterator is not built as the proof reads
    /// it. O(its names rules).
    func nameSplit() -> HanNameSplit? {
        var pairs = [Int32](repeating: 0, count: 64), readings = [CChar](repeating: 0, count: 4096)
        var pairCount: Int32 = 0, readingsLength: Int32 = 0
        var sets: (initial: ICUCharacterSet, later: ICUCharacterSet)?
        // Once with room for ICU 72's four pairs and eleven readings many
        // times over, once more with the room the shim asked for.
        for _ in 0..<2 {
            var initial: OpaquePointer?, later: OpaquePointer?
            guard icushim_transliterator_name_split(pointer, &initial, &later, &pairs, Int32(pairs.count), &pairCount,
                                                    &readings, Int32(readings.count), &readingsLength),
                  let initial, let later else { return nil }
            sets = (ICUCharacterSet(pointer: initial), ICUCharacterSet(pointer: later))
            if 2 * Int(pairCount) <= pairs.count, Int(readingsLength) < readings.count { break }
            sets = nil
            pairs = [Int32](repeating: 0, count: 2 * Int(pairCount))
            readings = [CChar](repeating: 0, count: Int(readingsLength) + 1)
        }
        guard let (initialSet, laterSet) = sets else { return nil }
        let listed = readings.prefix(Int(readingsLength)).split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        var laterReadings: [UInt32: String] = [:]
        for entry in listed {
            let parts = entry.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let scalar = parts[0].unicodeScalars.first, parts[0].unicodeScalars.count == 1 else { return nil }
            laterReadings[scalar.value] = String(parts[1])
        }
        let characters = stride(from: 0, to: 2 * Int(pairCount), by: 2).map { UInt32(pairs[$0]) }
        let followers = stride(from: 1, to: 2 * Int(pairCount), by: 2).map { UInt32(pairs[$0]) }
        return HanNameSplit(initial: initialSet, later: laterSet, pairs: HanContext(characters: characters, followers: followers),
                            laterReadings: laterReadings)
    }

    /// For `Han-Latin`: the characters whose reading depends on the next
    /// one, read from its rules (``HanContext``); nil when it is not built
    /// as docs/transliteration.md's proof of the Han split reads it.
    /// O(its rules' length).
    func hanContext() -> HanContext? {
        let count = icushim_transliterator_han_context(pointer, nil, 0)
        guard count >= 0 else { return nil }
        var pairs = [Int32](repeating: 0, count: 2 * Int(count))
        guard icushim_transliterator_han_context(pointer, &pairs, Int32(pairs.count)) == count else { return nil }
        let characters = stride(from: 0, to: pairs.count, by: 2).map { UInt32(pairs[$0]) }
        let followers = stride(from: 1, to: pairs.count, by: 2).map { UInt32(pairs[$0]) }
        return HanContext(characters: characters, followers: followers)
    }

    /// For a script's transliterator to Latin (`Cyrl-Latn`) built as
    /// docs/transliteration.md ("Letters one by one") proves it transliterates
    /// a word letter by letter: the characters a letter's decomposition must
    /// not hold for that (``ICUCharacter/standsAlone(_:excluding:)``); nil
    /// when it is not built so. O(its rules' length).
    func lettersAlone() throws(ICUError) -> ICUCharacterSet? {
        var status: Int32 = 0
        let set = icushim_transliterator_letters_alone(pointer, &status)
        try ICUError.check(status, "reading the letters of transliterator \(id)")
        return set.map(ICUCharacterSet.init(pointer:))
    }

    /// For a script's transliterator to Latin built as docs/transliteration.md
    /// ("Letters with separators") reads it: its rule pass, read position by
    /// position; nil when it is not built so. O(its rules' length).
    func contextLetters(script: ICUScript) throws(ICUError) -> ICUContextLetters? {
        try ICUContextLetters(pointer, script: script)
    }

    /// Transliterates `text`. O(n) in its length, with a large constant.
    /// ICU fails here only when out of memory.
    func apply(_ text: String) throws(ICUError) -> String {
        var text = text
        var status: Int32 = 0
        let result = text.withUTF8 { utf8 in
            var length: Int32 = 0
            let base = UnsafeRawPointer(utf8.baseAddress)?.assumingMemoryBound(to: CChar.self)
            let result = icushim_transliterator_apply(pointer, base, Int32(utf8.count), &length, &status)
            guard let result, length > 0 else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: result, count: Int(length)), as: UTF8.self)
        }
        try ICUError.check(status, "transliterating with \(id)")
        return result
    }
}
