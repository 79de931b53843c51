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
            let value = value.trimming(\.isHorizontalWhitespace)
            if let web = web(value) { return web }
            if value.filter({ $0 == "@" }).count == 1, !value.contains(" "), !value.hasPrefix("@"), !value.hasSuffix("@") { return email(value) }
            let phoneCharacters = Set("0123456789+-./() ")
            if value.allSatisfy(phoneCharacters.contains), value.filter(\.isNumber).count >= 3 { return telephone(value) }
            return nil
        }
    }
}

private extension String {
    /// Two hexadecimal digits.
    var leftPadded: String { count < 2 ? "0" + self : self }
}
