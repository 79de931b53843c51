import IndexedCollation

/// What `collate` (and, for its input, `collate keys`) says on standard error after the output: records that
/// were changed, left out or collated otherwise than the user may expect.
/// Each message counts the records and names the first one's `file:line`.
extension CollateCommand {
    /// Invalid UTF-8 and UTF-16, records left out by `--missing=skip` and `--unique`,
    /// a `--reading-key` that no record has (likely a typo; records that
    /// lack a reading while others have one are normal and not reported).
    func reportWarnings(_ sink: RecordSink, _ collated: CollatedRecords) {
        var messages = Self.inputWarnings(sink, readingKey: options.readingKey)
        if let (first, line) = sink.diagnostics.firstUnreadKanjiRecord {
            messages.append("\(Self.records(sink.diagnostics.unreadKanjiRecords)) with kanji that MeCab could not read went to '#' (the first at \(collated.file(of: first).name):\(line)); "
                + "give them a reading with --reading-key (docs/readings.md)")
        }
        if options.unique, let (count, first, line) = collated.duplicatesLeftOut() {
            messages.append("\(Self.records(count)) left out as duplicates of an earlier record (--unique); the first at \(collated.file(of: first).name):\(line)")
        }
        for message in messages {
            StandardError.write("collate: warning: \(message)\n")
        }
        for note in Self.inputNotes(sink) + [Self.groupCardsNote(sink, writtenAsVCF: options.outputFormat == .vcf)].compactMap({ $0 }) {
            StandardError.write("collate: note: \(note)\n")
        }
    }

    /// What reading the input did that is no fault but changes what is listed
    /// (`collate` and `collate keys`): records that were `--null`'s text,
    /// placed last; empty lines of lines input, left out.
    static func inputNotes(_ sink: RecordSink) -> [String] {
        let files = sink.store.files, diagnostics = sink.diagnostics
        var notes: [String] = []
        if let (file, line) = diagnostics.firstNull {
            let count = diagnostics.nullRecords
            notes.append("\(records(count)) \(count == 1 ? "was" : "were") NULL (--null), placed at the end of '#' (--missing=last); the first at \(files[file].name):\(line)")
        }
        if let (file, line) = diagnostics.firstEmptyLine {
            let count = diagnostics.emptyLines
            notes.append("\(count) empty line\(count == 1 ? "" : "s") left out (the first at \(files[file].name):\(line)); --null '' keeps them, as records without a value")
        }
        return notes
    }

    /// Group cards are not contacts: how many were kept out of the output's records, the first
    /// one's `file:line`, and what became of them: nil `writtenAsVCF` for `collate keys`.
    static func groupCardsNote(_ sink: RecordSink, writtenAsVCF: Bool?) -> String? {
        guard let (file, line) = sink.diagnostics.firstGroupCard else { return nil }
        let count = sink.diagnostics.groupCards
        let place = "\(sink.store.files[file].name):\(line)"
        let cards = count == 1 ? "1 group card (at \(place)) is a group, not a contact"
            : "\(count) group cards (the first at \(place)) are groups, not contacts"
        let outcome = switch writtenAsVCF {
        case nil: "not keyed"
        case true?: "in no section, written unchanged after the other cards"
        case false?: "in no section (-f vcf writes \(count == 1 ? "it" : "them") after the other cards)"
        }
        return "\(cards): \(outcome)"
    }

    /// What reading the input found (`collate` and `collate keys`): invalid
    /// UTF-8 (in records and CSV/TSV headers), UTF-16 read as U+FFFD, JSON keys with a lone surrogate escape,
    /// records left out by `--missing=skip`, a
    /// `--reading-key` that no record has.
    static func inputWarnings(_ sink: RecordSink, readingKey: FieldSelector?) -> [String] {
        let files = sink.store.files
        var messages: [String] = []
        if let (file, line) = sink.diagnostics.firstInvalidUTF8 {
            messages.append("\(records(sink.diagnostics.invalidUTF8Records)) had bytes that are not UTF-8 (the first at \(files[file].name):\(line)); collated as U+FFFD, written unchanged")
        }
        if let (file, line) = sink.diagnostics.firstInvalidUTF8Header {
            let count = sink.diagnostics.invalidUTF8Headers
            messages.append("\(count) CSV/TSV header\(count == 1 ? "" : "s") had bytes that are not UTF-8 (the first at \(files[file].name):\(line)); column names written unchanged")
        }
        if let (file, match) = sink.diagnostics.likelyEncoding, !messages.isEmpty {
            // The remedy, after the first warning about the bytes it would read.
            messages[0] += ". " + encodingRemedy(files[file].name, match)
        }
        if let (file, line) = sink.diagnostics.firstRepairedUTF16 {
            let count = sink.diagnostics.repairedUTF16
            messages.append(count == 1
                ? "1 unpaired surrogate or odd byte in UTF-16 input became U+FFFD (at \(files[file].name):\(line)), in the output too"
                : "\(count) unpaired surrogates or odd bytes in UTF-16 input became U+FFFD (the first at \(files[file].name):\(line)), in the output too")
        }
        if let (file, line) = sink.diagnostics.firstLoneSurrogateKey {
            messages.append("\(records(sink.diagnostics.loneSurrogateKeys)) had a key with a lone surrogate escape such as \\ud800 "
                + "(the first at \(files[file].name):\(line)); collated as U+FFFD, written unchanged")
        }
        if let (file, line, detail) = sink.diagnostics.firstSkipped {
            messages.append("\(records(sink.diagnostics.skippedRecords)) without the key left out (--missing=skip); the first at \(files[file].name):\(line): \(detail)")
        }
        if let (file, line) = sink.diagnostics.firstBlankContact {
            let count = sink.diagnostics.blankContacts
            messages.append("\(count) contact\(count == 1 ? "" : "s") with no name, phonetic name, nickname, organisation, phone or e-mail "
                + "kept at the end of '#' (the first at \(files[file].name):\(line)); --missing=skip leaves such contacts out")
        }
        let keyed = sink.recordCount - sink.diagnostics.unkeyedRecords - sink.diagnostics.blankContacts
        if let name = readingKey?.text, keyed > 0, sink.diagnostics.recordsWithoutReading == keyed {
            messages.append("no record had a reading at '\(name)' (--reading-key); \(records(keyed)) collated by the key instead")
        }
        return messages
    }

    /// `--encoding` and the encoding ICU's detector found; below
    /// `InputDiagnostics.confidentDetection` (short samples, names without
    /// common words) the guess is shown, but no name is put forward.
    static func encodingRemedy(_ file: String, _ match: ICUCharsetDetector.Match) -> String {
        guard match.confidence >= InputDiagnostics.confidentDetection else {
            return "\(file): not UTF-8, and its encoding is unclear (at best \(match.name), \(match.confidence)% confidence): "
                + "re-run with --encoding and the file's encoding (such as windows-1252, shift_jis, gb18030)"
        }
        return "\(file): not UTF-8 (looks like \(match.name), \(match.confidence)% confidence): re-run with --encoding \(match.name)"
    }

    private static func records(_ count: Int) -> String { "\(count) record\(count == 1 ? "" : "s")" }

    /// Once, when kanji records went to the 漢字 section because MeCab is
    /// missing: why, and how to install it.
    static func reportMissingReadings(_ collation: LocalizedIndexedCollation, _ collated: CollatedRecords) {
        reportMissingReadings(collation) { section in collated.sections.contains { $0.index == section && $0.count > 0 } }
    }

    /// The same, for a command that knows which sections have records.
    static func reportMissingReadings(_ collation: LocalizedIndexedCollation, hasRecords: (_ section: Int) -> Bool) {
        guard case .failure(let unavailable)? = collation.readings, let section = collation.unreadKanjiSection,
              hasRecords(section) else { return }
        StandardError.write("collate: note: \(unavailable)\n")
    }
}
