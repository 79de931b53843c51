/// A vCard field `--display` and `--columns` name that is not a
/// `VCardContactField`: any property (`TITLE`, `BDAY`, `NOTE`, `URL`,
/// `CATEGORIES`, `X-ANNIVERSARY`), or components of a structured one
/// (`ADR.locality`, `N.prefix`, `ORG.unit`).
///
/// Its values are the card's own lines of that name, in card order, read by
/// `VCardProperties` (decoded as the card's names are), then unescaped
/// (RFC 6350 §3.4: `\n` is a line break, `\,` `\;` `\\` their character) and
/// trimmed; empty values are none. A structured value's components are
/// split at unescaped `;` (`VCardValue.components(of:)`: a component's own
/// list, split at `,`, joined by a space), and the components shown are
/// joined by `, `: the whole `ADR` is `123 Main St, Springfield, IL, 62701, USA`.
struct VCardPropertyField: Equatable {
    /// The property's name, uppercased, without a group (`item1.EMAIL` → `EMAIL`).
    let property: String
    /// The indices of the components shown (RFC 6350 order); nil: the whole value.
    let components: Range<Int>?

    /// The structured properties and their components' names, in RFC 6350's
    /// order: `N` (§6.2.2: family name; given names; additional names;
    /// honorific prefixes; honorific suffixes), `ADR` (§6.3.1: post office
    /// box; extended address; street address; locality; region; postal
    /// code; country name), `ORG` (§6.6.4: the organisation's name, then
    /// its units, all of which `unit` shows).
    static let componentNames: [String: [String]] = [
        "N": ["family", "given", "middle", "prefix", "suffix"],
        "ADR": ["pobox", "extended", "street", "locality", "region", "code", "country"],
        "ORG": ["name", "unit"],
    ]

    /// `property` (uppercase), or its component `component` (one of
    /// `componentNames[property]`, lowercase).
    init(property: String, component: String?) {
        self.property = property
        guard let component, let index = Self.componentNames[property]?.firstIndex(of: component) else {
            components = nil
            return
        }
        // ORG's units are all its components after the name.
        components = property == "ORG" && component == "unit" ? index..<Int.max : index..<index + 1
    }

    /// The field's values in the decoded texts of the card's lines of the
    /// property (`VCardProperties.texts`), in card order, without empty
    /// ones. Complexity: O(total length of the texts).
    func values(of texts: [String]) -> [String] {
        texts.map(value).filter { !$0.isEmpty }
    }

    private func value(of text: String) -> String {
        guard Self.componentNames[property] != nil else { return VCardValue.unescaped(Substring(text)).trimmed }
        let all = VCardValue.components(of: text)
        let shown = components.map { all[min($0.lowerBound, all.count)..<min($0.upperBound, all.count)] } ?? all[...]
        return shown.map(\.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
