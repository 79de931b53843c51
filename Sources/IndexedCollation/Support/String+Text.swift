// Small text helpers that Foundation's full module would otherwise provide:
// the library and `collate` import only FoundationEssentials, which leaves
// out `String(format:)` and `trimmingCharacters(in:)` (and links no second
// copy of ICU's data beside the system ICU the package uses).

extension String {
    /// `value` in upper-case hexadecimal, zero-padded to `digits` (`%04X`).
    package static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
    }

    /// The string without the leading and trailing characters that match `isTrimmed`.
    package func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension Character {
    /// A tab or a space separator (Unicode's Zs): Foundation's `CharacterSet.whitespaces`.
    package var isHorizontalWhitespace: Bool {
        self == "\t" || unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
}
