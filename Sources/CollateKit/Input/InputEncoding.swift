import IndexedCollation

/// `--encoding`: the encoding every input file is in, read through ICU's
/// converter of that name (any name or alias ICU knows) and transcoded to
/// UTF-8 as it is read (InputTranscoder). A vCard file in an encoding that
/// keeps ASCII is read as it is instead, each value decoded in its own
/// `CHARSET`, else in this encoding: a card's `CHARSET` wins.
struct InputEncoding: Equatable {
    /// The name as given.
    let name: String
    /// Whether the encoding reads printable ASCII, tab, CR and LF as
    /// themselves (windows-1252, shift_jis, gb18030; not UTF-16 or EBCDIC),
    /// and has no escape sequences (ESC, SO, SI: not ISO-2022, whose 7-bit
    /// bytes are double-byte characters after an escape; `~`: not HZ), so
    /// that a vCard's lines, names and parameters can be found in its bytes.
    let keepsASCII: Bool

    /// The charset of vCard values without a `CHARSET`, for a vCard file
    /// read as it is; nil when the file is transcoded whole.
    var vCardCharset: String? { keepsASCII ? name : nil }

    /// The encoding `name` names; a usage error with the nearest names ICU
    /// knows when it names none.
    static func named(_ name: String) throws(CommandFailure) -> InputEncoding {
        do throws(ICUError) {
            let converter = try ICUConverter(name: name)
            let ascii = Array(0x20...0x7E).map(UInt8.init) + [ASCII.tab, ASCII.carriageReturn, ASCII.lineFeed, 0x1B, 0x0E, 0x0F]
            // A conversion that fails (HZ reads `~` as an escape) only says the encoding does not keep ASCII.
            let readsASCII = try? converter.string(decoding: ascii)
            return InputEncoding(name: name, keepsASCII: readsASCII == .success(String(decoding: ascii, as: UTF8.self)))
        } catch where error.isUnknownName {
            let near = suggestions(for: name, among: (try? ICUConverter.allNames()) ?? [])
            let hint = near.isEmpty ? "" : "did you mean \(near.joined(separator: ", "))? "
            throw .usage("unknown encoding '\(MessageText.quoted(name))' (\(hint)ICU knows encodings by their common names, such as "
                + "windows-1252, iso-8859-2, shift_jis, gb18030, big5, euc-kr, koi8-r)")
        } catch {
            throw .usage("--encoding '\(MessageText.quoted(name))': \(error)")
        }
    }

    /// A fresh converter, for one file.
    func makeConverter() throws(ICUError) -> ICUConverter {
        try ICUConverter(name: name)
    }

    /// The names among `names` nearest to a mistyped one, at most four:
    /// compared without case and punctuation (as ICU matches names), those
    /// a few edits away, those that start with it or it with them, and those
    /// with the same number (`win1252`: windows-1252, cp1252); the nearest
    /// first, then those sharing the longest start with it.
    static func suggestions(for name: String, among names: [String]) -> [String] {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return [] }
        let wantedNumber = wanted.filter(\.isNumber)
        let near = max(1, wanted.count / 4)
        var best: [String: (distance: Int, shared: Int, name: String)] = [:]
        for candidate in names {
            let form = normalized(candidate)
            let (shorter, longer) = form.count < wanted.count ? (form, wanted) : (wanted, form)
            var distance = EditDistance.between(wanted, form, countingTranspositions: true)
            if distance <= near {
                // a few edits away
            } else if shorter.count >= 3, longer.hasPrefix(shorter) {
                distance = near + 1
            } else if wantedNumber.count >= 3, form.filter(\.isNumber) == wantedNumber {
                distance = near + 2
            } else {
                continue
            }
            let shared = zip(wanted, form).prefix { $0 == $1 }.count
            // One spelling per normalized name: the first ICU lists.
            if best[form] == nil { best[form] = (distance, shared, candidate) }
        }
        return best.values.sorted { ($0.distance, -$0.shared, $0.name.count, $0.name) < ($1.distance, -$1.shared, $1.name.count, $1.name) }
            .prefix(4).map(\.name)
    }

    /// Lower case letters and digits only: how ICU compares converter names.
    private static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }
}
