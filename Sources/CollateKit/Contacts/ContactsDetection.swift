#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ByteMachinery

/// Whether a file holds contacts, and whether every input is collated by a
/// family name first. The one rule for a CSV/TSV file: without
/// `--reading-key`, a header that is a known contacts export
/// (``contacts(inHeader:keys:)``); `CSVParser` applies it to the header it
/// reads and records the answer with the file (`CSVFile.contacts`).
///
/// Collated by a family name first, by definition: vCards by `N` (`--key
/// family`, the default) and contacts exports by their last-name column.
/// Then Han is read as a surname (the library's person-names mode,
/// `--names`) without asking: 曾国藩 goes to Z, not C. That is decided
/// before reading (`ReadPlan.collatesBySurname`), since the collation
/// depends on it: from each file's format and, for CSV/TSV, its header line
/// read ahead and put to the same rule; standard input cannot be read
/// ahead, so a contacts export piped in needs `--names`.
enum ContactsDetection {
    /// The most of a file read ahead for its header line.
    static let headerLimit = 64 << 10

    /// `encoding`: `--encoding`, which the header is read in as the file is.
    static func collateBySurname(_ sources: [InputReader.Source], keys: RecordKeys, delimiter: UInt8?,
                                 encoding: InputEncoding? = nil) -> Bool {
        !sources.isEmpty && sources.allSatisfy { source in
            if source.format == .vcard { return VCardNameKey(keys.key) == .family }
            guard let headerDelimiter = source.format.contactsDelimiter(delimiter), case .file(let path) = source.input,
                  let names = headerNames(path, delimiter: headerDelimiter, encoding: encoding),
                  let header = contacts(inHeader: names, keys: keys) else { return false }
            // Without --key the last name comes first (ContactCollation).
            guard let key = keys.key else { return true }
            return key.column(in: names).map(header.isFamilyColumn) ?? false
        }
    }

    /// The contacts export a CSV/TSV header is, when its rows are collated
    /// as contacts: never with `--reading-key`, whose column is the reading.
    static func contacts(inHeader names: [String], keys: RecordKeys) -> ContactsHeader? {
        keys.reading == nil ? ContactsHeader(names: names) : nil
    }

    /// Up to ``headerLimit`` bytes from the start of the file at `path`;
    /// nil when it cannot be opened or read.
    private static func readAhead(_ path: String) -> [UInt8]? {
        let descriptor = SystemCall.open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: headerLimit)
        let count = bytes.withUnsafeMutableBytes { SystemCall.readFully(descriptor, $0) }
        guard count >= 0 else { return nil }
        return Array(bytes[..<count])
    }

    /// The column names of the CSV/TSV file at `path`, as `CSVParser` reads
    /// them (a byte order mark, UTF-16, blank lines before the header, the
    /// header's delimiter when `delimiter` is nil); nil when the file cannot
    /// be read or its header line is longer than ``headerLimit``.
    static func headerNames(_ path: String, delimiter: UInt8?, encoding: InputEncoding? = nil) -> [String]? {
        guard let data = readAhead(path) else { return nil }
        let isWhole = data.count < headerLimit
        var transcoder = InputTranscoder()
        if let encoding {
            guard let converter = try? encoding.makeConverter() else { return nil }
            transcoder = InputTranscoder(converter: converter)
        }
        var bytes: [UInt8] = []
        guard (try? transcoder.append(ArraySlice(data), to: &bytes, isFinal: isWhole)) != nil else { return nil }
        return bytes.withUnsafeBufferPointer { bytes -> [String]? in
            var start = ByteOrderMark.utf8Length(atStartOf: bytes)
            while start < bytes.count, bytes[start] == ASCII.lineFeed || bytes[start] == ASCII.carriageReturn { start += 1 }
            guard let delimiter = delimiter ?? CSVDelimiter.detect(inHeaderOf: bytes, at: start, isFinal: isWhole) else { return nil }
            var fields: [CSVParser.Field] = []
            guard let row = try? CSVParser.scanRow(bytes, at: start, delimiter: delimiter, isFinal: isWhole, fields: { fields.append($0) }),
                  row.range.lowerBound == start else { return nil }
            return fields.map { CSVParser.value(of: $0, in: bytes) }
        }
    }
}
