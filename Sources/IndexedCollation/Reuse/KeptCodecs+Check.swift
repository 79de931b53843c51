/// The kept-file readers under arbitrary input, for the `kept-file` fuzz
/// target and its corpus tests: each kind's decoder must refuse or accept
/// without crashing, and what it accepts must come back the same through
/// its encoder (so that a file the library reads is one it could have written).
package enum KeptFileCheck {
    /// Runs every kind's reader over `text`: once as a whole file (header,
    /// checksum and all), and once as an item's lines wrapped in a valid
    /// header and checksum, so that the decoders see what a checksum would
    /// otherwise stop. Returns the invariants broken (empty when none).
    package static func violations(_ text: String) -> [String] {
        var violations: [String] = []
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for kind in KeptCodecs.Kind.allCases {
            let id = switch kind {
            case .katakana: KeptCodecs.katakanaID
            case .contextLetters: LibraryReuse.contextLettersID(of: .hangul)
            default: "Han-Latin"
            }
            if let lines = KeptCodecs.lines(of: text, kind: kind, id: id) {
                violations += roundTrip(kind, lines, id: id)
            }
            let wrapped = KeptCodecs.text(of: body.filter { !$0.contains("\r") }, kind: kind, id: id)
            guard let lines = KeptCodecs.lines(of: wrapped, kind: kind, id: id) else {
                violations.append("\(kind.rawValue): a file written by KeptCodecs.text does not read back")
                continue
            }
            violations += roundTrip(kind, lines, id: id)
        }
        return violations
    }

    /// What `lines` decode to, encoded and decoded again, must be equal.
    private static func roundTrip(_ kind: KeptCodecs.Kind, _ lines: [Substring], id: String) -> [String] {
        func again(_ encoded: [String]) -> [Substring]? {
            KeptCodecs.lines(of: KeptCodecs.text(of: encoded, kind: kind, id: id), kind: kind, id: id)
        }
        let same: Bool
        switch kind {
        case .reach:
            guard let reach = KeptCodecs.reach(lines) else { return [] }
            same = again(KeptCodecs.lines(ofReach: reach)).flatMap(KeptCodecs.reach)?.ranges == reach.ranges
        case .nameSplit:
            guard let split = KeptCodecs.nameSplit(lines) else { return [] }
            let back = again(KeptCodecs.lines(ofNameSplit: split)).flatMap(KeptCodecs.nameSplit)
            same = back?.initial.ranges == split.initial.ranges && back?.later.ranges == split.later.ranges
                && back?.pairs == split.pairs && back?.laterReadings == split.laterReadings
        case .pieces:
            guard let table = PieceTable(lines: lines) else { return [] }
            same = again(table.lines).flatMap(PieceTable.init(lines:)) == table
        case .hanContext:
            guard let context = KeptCodecs.hanContext(lines) else { return [] }
            same = again(KeptCodecs.lines(ofHanContext: context)).flatMap(KeptCodecs.hanContext) == context
        case .katakana:
            guard let entries = KeptCodecs.katakana(lines) else { return [] }
            same = again(KeptCodecs.lines(ofKatakana: entries)).flatMap(KeptCodecs.katakana) == entries
        case .contextLetters:
            // Hangul's pass, the one ICU 72 builds so (read once per process).
            guard let pass = LibraryReuse.shared.contextLetters(of: .hangul),
                  let table = KeptCodecs.contextLetters(lines, pass: pass, script: .hangul) else { return [] }
            let encoded = KeptCodecs.lines(ofContextLetters: table)
            same = again(encoded).flatMap { KeptCodecs.contextLetters($0, pass: pass, script: .hangul) }
                .map(KeptCodecs.lines(ofContextLetters:)) == encoded
        }
        return same ? [] : ["\(kind.rawValue): what was read does not read back the same once written"]
    }
}
