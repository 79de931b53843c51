extension HTMLIndexPage {
    /// A link under a record: its text, and where it goes. Only `tel:` and
    /// `mailto:` links are made (``telephone(_:)``, ``email(_:)``), so a
    /// record's data can never become a `javascript:` link.
    public struct Link: Sendable, Equatable {
        /// What the page shows: the number or address as the record has it.
        public let text: String
        /// Where the link goes: `tel:` or `mailto:`, encoded for a URL (and
        /// escaped for HTML when the page is rendered).
        public let url: String

        /// `tel:` with the number's digits, `+`, `*`, `#` and separators.
        public static func telephone(_ number: String) -> Link {
            let written = number.hasPrefix("tel:") ? String(number.dropFirst(4)) : number
            let kept = written.unicodeScalars.filter { "0123456789+*#-.()".unicodeScalars.contains($0) }
            return Link(text: written, url: "tel:" + String(String.UnicodeScalarView(kept)))
        }

        /// `mailto:` with the address percent-encoded where a URL needs it.
        public static func email(_ address: String) -> Link {
            let written = address.hasPrefix("mailto:") ? String(address.dropFirst(7)) : address
            let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@+!$'*,;=".utf8)
            let encoded = written.utf8.map { safe.contains($0) ? String(UnicodeScalar($0)) : "%" + String($0, radix: 16, uppercase: true).leftPadded }
            return Link(text: written, url: "mailto:" + encoded.joined())
        }
    }
}

private extension String {
    /// Two hexadecimal digits.
    var leftPadded: String { count < 2 ? "0" + self : self }
}
