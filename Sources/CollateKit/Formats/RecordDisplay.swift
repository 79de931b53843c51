import IndexedCollation

/// `--display` and `--display-link` resolved against the input files: for
/// each file, where each field is found in a record. Text, Markdown lists
/// and the HTML page show a record through it (the page also its links);
/// CSV, JSON and vCard output never do, as they write records unchanged.
struct RecordDisplay {
    /// Nil with `--display-link` alone: records are shown as without `--display`.
    let template: DisplayTemplate?
    /// `--display-link`: the fields whose values the page links to.
    let linkFields: [String]
    /// By `InputFile.index`: how each field is found.
    private let sources: [Int: [String: FieldSource]]

    /// Where a field's value comes from in a record of one file.
    enum FieldSource {
        case column(Int)
        case path(ArraySlice<[UInt8]>)
        case vCard(VCardField)
        case line
    }

    /// Resolves the template's fields in each file. Throws an input error
    /// naming the file (and line 1, the header) and listing the fields it has
    /// when a CSV/TSV column is unknown. JSON paths were checked while
    /// reading (`DisplayedPaths`), vCard and line fields when the options
    /// were (`validateFields(in:)`).
    init(_ template: DisplayTemplate?, links: [String] = [], files: [InputFile]) throws(CommandFailure) {
        (self.template, linkFields) = (template, links)
        var sources: [Int: [String: FieldSource]] = [:]
        for file in files {
            var fields: [String: FieldSource] = [:]
            for name in (template?.fieldNames ?? []) + links {
                let option = template?.fieldNames.contains(name) == true ? "--display" : "--display-link"
                fields[name] = try Self.source(of: name, in: file, option: option)
            }
            sources[file.index] = fields
        }
        self.sources = sources
    }

    private static func source(of name: String, in file: InputFile, option: String) throws(CommandFailure) -> FieldSource {
        switch file.format {
        case .csv, .tsv:
            let names = file.header?.names ?? []
            guard let column = FieldSelector(name).column(in: names) else {
                let list = names.enumerated().map { "\($0.offset + 1) '\($0.element)'" }.joined(separator: ", ")
                throw .input("\(file.name):1: no column '\(name)' (\(option)) in the header; the columns are: \(list)")
            }
            // As for --key: a name several columns have picks none of them.
            let named = names.indices.filter { names[$0] == name }
            guard named.count < 2 else {
                let numbers = named.map { String($0 + 1) }
                let list = numbers.dropLast().joined(separator: ", ") + " and " + numbers[numbers.count - 1]
                throw .input("\(file.name):1: column name '\(name)' (\(option)) is ambiguous: columns \(list) have it; give the column's number instead")
            }
            return .column(column)
        case .json, .jsonl: return .path(ArraySlice(FieldSelector(name).path))
        case .vcard:
            guard let field = VCardField(name) else { throw .usage(VCardField.unknownMessage(name, file: file.name)) }
            return .vCard(field)
        case .lines:
            guard name == "line" else { throw .usage(Self.linesMessage(name, file: file.name)) }
            return .line
        }
    }

    /// Why a field cannot be shown from a file read as lines.
    static func linesMessage(_ name: String, file: String) -> String {
        "\(file): --display field '\(name)': a file read as lines has one field, {line} (see --input-format)"
    }

    /// What the record shows: the template with its fields' values, or nil
    /// when that is blank (every field empty), so that the record is shown as
    /// it is without `--display` and never disappears from the list.
    func shown(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> String? {
        guard let template, let fields = sources[file.index] else { return nil }
        let record = DisplayedRecord(bytes: bytes, file: file)
        let text = template.rendered { name in fields[name].map(record.value) ?? "" }
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// The links of `--display-link`'s fields: each value that is an
    /// e-mail or web address or a phone number (`HTMLIndexPage.Link.detected`).
    func links(_ bytes: UnsafeBufferPointer<UInt8>, file: InputFile) -> [HTMLIndexPage.Link] {
        guard !linkFields.isEmpty, let fields = sources[file.index] else { return [] }
        let record = DisplayedRecord(bytes: bytes, file: file)
        return linkFields.compactMap { name in fields[name].flatMap { HTMLIndexPage.Link.detected(in: record.value($0)) } }
    }
}

/// One record, read for the values of its fields (a CSV row split once, a
/// vCard parsed once).
private struct DisplayedRecord {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: InputFile
    private let fields: [String]
    private let card: VCard?

    init(bytes: UnsafeBufferPointer<UInt8>, file: InputFile) {
        (self.bytes, self.file) = (bytes, file)
        fields = file.header.map { CSVParser.fields(of: bytes, delimiter: $0.delimiter) } ?? []
        card = file.format == .vcard ? VCard(record: bytes, of: file) : nil
    }

    func value(_ source: RecordDisplay.FieldSource) -> String {
        switch source {
        case .column(let column): return column < fields.count ? fields[column] : ""
        case .path(let path):
            let scanner = JSONScanner(bytes: bytes, isFinal: true)
            return scanner.string(at: scanner.skipWhitespace(0), path: path) ?? ""
        case .vCard(let field): return card.map(field.value) ?? ""
        case .line: return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// The vCard properties `--display` can show, by their names in the card
/// (case does not matter, as in vCard): `FN`, the parts of `N`, `ORG`, the
/// first `TEL` and `EMAIL`, and Apple's phonetic names.
enum VCardField: String, CaseIterable {
    case formattedName = "FN"
    case family = "N.family"
    case given = "N.given"
    case organization = "ORG"
    case telephone = "TEL"
    case email = "EMAIL"
    case phoneticFamily = "X-PHONETIC-LAST-NAME"
    case phoneticGiven = "X-PHONETIC-FIRST-NAME"
    case phoneticOrganization = "X-PHONETIC-ORG"

    init?(_ name: String) {
        guard let field = Self.allCases.first(where: { $0.rawValue.uppercased() == name.uppercased() }) else { return nil }
        self = field
    }

    func value(of card: VCard) -> String {
        switch self {
        case .formattedName: card.formattedName
        case .family: card.name.family
        case .given: card.name.given
        case .organization: card.organization
        case .telephone: card.telephones.first ?? ""
        case .email: card.emails.first ?? ""
        case .phoneticFamily: card.phoneticName.family
        case .phoneticGiven: card.phoneticName.given
        case .phoneticOrganization: card.phoneticOrganization
        }
    }

    static func unknownMessage(_ name: String, file: String) -> String {
        "\(file): --display field '\(name)' is not a vCard field --display knows; the fields are: " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}
