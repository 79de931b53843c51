/// What a vCard is collated by (`--key` for vCard input), the orders a
/// contacts app offers: `family` ("Last, First", iOS's default), `given`
/// ("First, Last") or `display` (the formatted name, `FN`).
enum VCardNameKey: String, CaseIterable {
    case family, given, display

    /// The key `--key` names; `family` without `--key`; nil for another field.
    init?(_ selector: FieldSelector?) {
        guard let selector else {
            self = .family
            return
        }
        self.init(rawValue: selector.text.lowercased())
    }
}
