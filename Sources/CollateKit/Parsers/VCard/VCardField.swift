import IndexedCollation
/// A vCard field as `--display` and `--columns` name it: any property name
/// (RFC 6350 §3.3: letters, digits and `-`), in any case, after a group and
/// `.` if any (`item1.EMAIL` is `EMAIL`: groups differ from card to card, so
/// every group's lines count), or a component of `N`, `ADR` or `ORG` after a
/// `.` (`ADR.locality`, `item1.ADR.locality`; `VCardPropertyField.componentNames`).
///
/// The names a contact is shown and collated by (`FN`, `N.family`, `TEL`, …)
/// are read as the card model has them (`VCardContactField`); every other
/// one from the card's lines of that property (`VCardPropertyField`). A
/// property that no card has is an empty value, not an error: only a name
/// that is no property name, or a component its property lacks, is.
struct VCardField: Equatable {
    enum Source: Equatable {
        case contact(VCardContactField)
        case property(VCardPropertyField)
    }

    let source: Source

    /// Parses `name`; throws a usage error naming `file` and `option` when it
    /// is no property name, or names a component its property does not have.
    init(_ name: String, file: String, option: String) throws(CommandFailure) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 3, parts.allSatisfy(Self.isNamePart) else {
            throw .usage("\(file): \(option) field '\(MessageText.quoted(name))' is not a vCard property name: letters, digits and '-' (TITLE, X-ABLabel), "
                + "after a group and '.' if any (item1.EMAIL); N, ADR and ORG take a component after '.' (ADR.locality)")
        }
        var property = parts[parts.count - 1].uppercased(), component: String?
        if parts.count > 1, let names = VCardPropertyField.componentNames[parts[parts.count - 2].uppercased()] {
            (property, component) = (parts[parts.count - 2].uppercased(), parts[parts.count - 1].lowercased())
            guard let component, names.contains(component) else {
                throw .usage("\(file): \(option) field '\(MessageText.quoted(name))': \(property) has no component '\(MessageText.quoted(parts[parts.count - 1]))'; "
                    + "its components are: " + names.map { "\(property).\($0)" }.joined(separator: ", "))
            }
        } else if parts.count == 2, Self.propertyNames.contains(parts[0].uppercased()) {
            // `TEL.x` read as group TEL, property X gave an empty column without a word.
            throw .usage("\(file): \(option) field '\(MessageText.quoted(name))': \(parts[0].uppercased()) has no components (only N, ADR and ORG do); "
                + "a group comes before the property (item1.\(parts[0].uppercased()))")
        } else if parts.count == 3 {
            throw .usage("\(file): \(option) field '\(MessageText.quoted(name))' has two groups; a vCard property has at most one (item1.EMAIL)")
        }
        let qualified = component.map { "\(property).\($0)" } ?? property
        source = VCardContactField(qualified).map(Source.contact) ?? .property(VCardPropertyField(property: property, component: component))
    }

    /// The properties of vCard 2.1, 3.0 (RFC 2426) and 4.0 (RFC 6350 §6), which no
    /// group is named like: `TEL.x` is a property and a component it lacks.
    private static let propertyNames: Set<String> = [
        "ADR", "AGENT", "ANNIVERSARY", "BDAY", "BEGIN", "CALADRURI", "CALURI", "CATEGORIES", "CLASS", "CLIENTPIDMAP",
        "EMAIL", "END", "FBURL", "FN", "GENDER", "GEO", "IMPP", "KEY", "KIND", "LABEL", "LANG", "LOGO", "MAILER", "MEMBER",
        "N", "NAME", "NICKNAME", "NOTE", "ORG", "PHOTO", "PRODID", "PROFILE", "RELATED", "REV", "ROLE", "SORT-STRING",
        "SOUND", "SOURCE", "TEL", "TITLE", "TZ", "UID", "URL", "VERSION", "XML",
    ]

    /// A group's or a name's characters: ASCII letters, digits and `-`, at least one.
    private static func isNamePart(_ part: String) -> Bool {
        !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }
}
