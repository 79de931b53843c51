#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension HTMLIndexPage {
    /// A link under a record: its text, and where it goes. Only `tel:`,
    /// `mailto:`, `http:` and `https:` links are made (``telephone(_:)``,
    /// ``email(_:)``, ``web(_:)``), so a record's data can never become a
    /// `javascript:` link.
    public struct Link: Sendable, Equatable {
        /// What the page shows: the number or address as the record has it.
        public let text: String
        /// Where the link goes: `tel:` or `mailto:`, encoded for a URL (and
        /// escaped for HTML when the page is rendered).
        public let url: String

        /// `tel:` with the number's digits, `+`, `*`, `#` and separators.
        /// Bidi controls are dropped from the text and the URL alike, so
        /// the page shows the number the link dials (`U+202E 0010 555 1+`
        /// showed `+1 555 0100` and dialled `00105551+`).
        public static func telephone(_ number: String) -> Link {
            let plain = withoutBidiControls(number)
            let written = plain.hasPrefix("tel:") ? String(plain.dropFirst(4)) : plain
            let kept = written.unicodeScalars.filter { "0123456789+*#-.()".unicodeScalars.contains($0) }
            return Link(text: written, url: "tel:" + String(String.UnicodeScalarView(kept)))
        }

        /// `mailto:` with the address percent-encoded where a URL needs it;
        /// bidi controls dropped from the text and the URL alike.
        public static func email(_ address: String) -> Link {
            let plain = withoutBidiControls(address)
            let written = plain.hasPrefix("mailto:") ? String(plain.dropFirst(7)) : plain
            let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~@+!$'*,;=".utf8)
            let encoded = written.utf8.map { safe.contains($0) ? String(UnicodeScalar($0)) : "%" + String($0, radix: 16, uppercase: true).leftPadded }
            return Link(text: written, url: "mailto:" + encoded.joined())
        }

        /// A `tel:` link when `value` is a phone number: digits (at least
        /// three) with `+`, `*`, `#`, spaces and `-./()`, after an optional
        /// `tel:` and without bidi controls; nil for anything else
        /// (`javascript:alert(1)` made `tel:(1)`).
        public static func phoneNumber(_ value: String) -> Link? {
            let plain = withoutBidiControls(value).trimming(\.isWhitespace)
            let number = plain.hasPrefix("tel:") ? plain.dropFirst(4) : Substring(plain)
            let phoneCharacters = Set("0123456789+*#-./() ")
            guard number.allSatisfy(phoneCharacters.contains), number.filter(\.isNumber).count >= 3 else { return nil }
            return telephone(plain)
        }

        /// A `mailto:` link when `value` is an e-mail address: one `@`, not
        /// first or last, no spaces or control characters (after an optional
        /// `mailto:` and without bidi controls); nil for anything else.
        public static func emailAddress(_ value: String) -> Link? {
            let plain = withoutBidiControls(value).trimming(\.isWhitespace)
            let address = plain.hasPrefix("mailto:") ? plain.dropFirst(7) : Substring(plain)
            guard address.filter({ $0 == "@" }).count == 1, !address.hasPrefix("@"), !address.hasSuffix("@"),
                  !address.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control })
            else { return nil }
            return email(plain)
        }

        /// `text` without the characters that reorder what is shown
        /// (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069): a link's text
        /// and its target must read alike.
        static func withoutBidiControls(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: Markup.isBidiControl) else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.filter { !Markup.isBidiControl($0) }))
        }

        /// An `http:` or `https:` address, with what a URL cannot hold
        /// (spaces, non-ASCII) percent-encoded; nil for any other scheme.
        public static func web(_ address: String) -> Link? {
            let lowered = address.lowercased()
            guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return nil }
            let encoded = address.utf8.map { byte in
                byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
            return Link(text: address, url: encoded.joined())
        }

        /// The link a field's value makes: an e-mail address (one `@`, no
        /// spaces), a web address (`http://`, `https://`), or a phone number
        /// (digits with `+`, spaces and `-./()`, at least three digits);
        /// nil for anything else.
        public static func detected(in value: String) -> Link? {
            let value = withoutBidiControls(value).trimming(\.isHorizontalWhitespace)
            if let web = web(value) { return web }
            return emailAddress(value) ?? phoneNumber(value)
        }
    }
}

private extension String {
    /// Two hexadecimal digits.
    var leftPadded: String { count < 2 ? "0" + self : self }
}
