/// A record a parser found, as it hands it to the ``RecordSink``: where it
/// lies and what it is collated by.
struct ParsedRecord {
    /// Its bytes' offsets within the window the parser reads.
    var range: Range<Int>
    /// What it is collated by; nil: it has none (`--missing` decides).
    var key: String?
    /// Its reading, which collates it instead of `key` when not empty.
    var reading: String? = nil
    /// The later `--key` fields' texts, given exactly when the sink has several keys per record.
    var later: [String] = []
    /// Whether the key was decoded from bytes that are not UTF-8, when the
    /// parser knows (vCard charsets); nil: the sink checks the bytes.
    var keyIsRepaired: Bool? = nil
    /// What a record without a key is called in the error ("card without a name").
    var missingWhat: String? = nil
    /// A contact with nothing to be shown or filed by (no name, phonetic
    /// name, nickname, organisation, phone or e-mail): kept in `#` and
    /// counted rather than refused, unless `--missing=skip` leaves it out.
    var isBlankContact = false
    /// Its key is `--null`'s text: placed by `--missing` and counted as NULL.
    var isNull = false
    /// More about a record without a key, for the error; asked only then.
    var missingDetail: () -> String

    init(_ range: Range<Int>, key: String?, reading: String? = nil, later: [String] = [], keyIsRepaired: Bool? = nil,
         missingWhat: String? = nil, isBlankContact: Bool = false, isNull: Bool = false,
         missingDetail: @escaping @autoclosure () -> String) {
        (self.range, self.key, self.reading, self.later) = (range, key, reading, later)
        (self.keyIsRepaired, self.missingWhat, self.isBlankContact, self.isNull) = (keyIsRepaired, missingWhat, isBlankContact, isNull)
        self.missingDetail = missingDetail
    }
}
