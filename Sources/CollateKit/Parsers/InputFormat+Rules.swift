/// What each input format allows and implies, asked by `Options.validate`
/// (fields, keys), the reader (the charset of values) and contacts detection:
/// a new format states its rules here rather than in those places.
extension InputFormat {
    /// Checks a field `--display`, `--display-link` or `--columns` (`option`)
    /// names in a file of this format, where the fields are known before any
    /// record is read: a vCard's properties, the one field of lines. CSV
    /// columns and JSON paths are checked against each file as it is read.
    func checkField(_ name: String, option: String, file: String) throws(CommandFailure) {
        switch self {
        case .vcard: _ = try VCardField(name, file: file, option: option)
        case .lines where name != "line": throw .usage(LineFile.linesMessage(name, file: file, option: option))
        default: break
        }
    }

    /// Checks `--key` (`key`, then `later`) and `--reading-key` against a
    /// file of this format: lines have no fields; a vCard's one key is a
    /// name order, and its phonetic names are its readings.
    func checkKeys(key: FieldSelector?, later: [FieldSelector], reading: FieldSelector?, file: String) throws(CommandFailure) {
        switch self {
        case .lines:
            for (option, field) in [("--key", key), ("--reading-key", reading)] {
                if let field {
                    throw .usage("\(file): \(option) '\(field)' needs CSV, TSV or JSON input, but this file is read as lines (see --input-format)")
                }
            }
        case .vcard:
            if let later = later.first, let key {
                throw .usage("\(file): --key '\(later)' after --key '\(key)': a vCard takes one --key, a name order that already sorts by several names (family: last name, then first name)")
            }
            if let key, VCardNameKey(key) == nil {
                let orders = VCardNameKey.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("\(file): --key '\(key)' for vCard input must be one of \(orders)")
            }
            if let reading {
                throw .usage("\(file): --reading-key '\(reading)' is not for vCard input, whose phonetic names are its readings")
            }
        default: break
        }
    }

    /// The charset this format's values are read in when `--encoding` is
    /// `encoding`: a vCard in an encoding that keeps ASCII is read as it is,
    /// each value in its own `CHARSET` or this one; nil: the whole file is
    /// converted to UTF-8 first.
    func valueCharset(_ encoding: InputEncoding?) -> String? {
        self == .vcard ? encoding?.vCardCharset : nil
    }

    /// Whether delimited text of this format may be a contacts export
    /// (a header of names `ContactsHeader` knows), and its delimiter.
    func contactsDelimiter(_ delimiter: UInt8?) -> UInt8?? {
        switch self {
        case .csv: .some(delimiter)
        case .tsv: .some(delimiter ?? ASCII.tab)
        default: nil
        }
    }
}
