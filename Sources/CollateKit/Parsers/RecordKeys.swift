/// What records are collated by: the `--key` field (nil: the whole record,
/// or the first CSV column) and the optional `--reading-key` field, whose
/// non-empty value replaces the key. Every parser that has fields takes both.
struct RecordKeys {
    var key: FieldSelector?
    var reading: FieldSelector?
    /// The later `--key` fields: records equal by the first are sorted by
    /// these in turn; a missing one sorts as empty.
    var later: [FieldSelector] = []
    /// The fields `--display` shows. Only JSON parsers look at them, to
    /// report a path that no record of a file has.
    var displayed: [FieldSelector] = []
    /// The fields `--columns` names; looked at as `displayed` are (a path
    /// to an array counts as found: its elements fill the cell).
    var columns: [FieldSelector] = []
}
