/// The decoded values of chosen properties of one card, for the fields
/// `--display` and `--columns` name (`VCardPropertyField`).
///
/// A card's own lines only, as `VCard` reads it: not those of a card nested
/// in it (2.1's `AGENT`), not a line with the `PHONETIC` parameter (a
/// reading of the `N` or `ADR` before it, RFC 9554, which the phonetic
/// fields show), any group (`item1.EMAIL` is an `EMAIL`). Each value is
/// decoded by `VCardValue.text` exactly as the card's names are
/// (quoted-printable, base64, `CHARSET`, else `--encoding`, else UTF-8);
/// escapes are left for the field. **Binary values are no values**, so a
/// blob never fills a cell: a base64 value (`ENCODING=b`, `BASE64`) of
/// `PHOTO`, `LOGO`, `SOUND` or `KEY` (RFC 6350's properties with binary
/// values), a base64 value whose bytes are no text (not UTF-8 without a
/// `CHARSET`: a JPEG under another name), and a `data:` URI (RFC 2397, as
/// vCard 4.0 embeds a photo) of one of those four properties. Base64 text (vCard 3.0's `NOTE;ENCODING=b`)
/// is a value, and so is a URI that points elsewhere (`PHOTO;VALUE=uri:https://…`).
enum VCardProperties {
    /// The properties whose base64 values are binary (a photo, a logo, a sound, a key).
    static let binary: Set<String> = ["PHOTO", "LOGO", "SOUND", "KEY"]

    /// The texts of the card's lines named in `names` (uppercase, no group),
    /// by name, in card order, without empty and binary values. A record
    /// the parser accepted unfolds again; its lines with an `ENCODING` or a
    /// `CHARSET` were decoded then, but not the plain values of properties
    /// the card model does not read, so such a value that `--encoding`'s
    /// charset cannot read is no value here (UTF-8 is repaired, not refused).
    ///
    /// Complexity: O(n) for a card of n bytes.
    static func texts(named names: Set<String>, in record: UnsafeBufferPointer<UInt8>, defaultCharset: String?) -> [String: [String]] {
        guard let lines = try? VCardContentLine.unfold(record) else { return [:] }
        var texts: [String: [String]] = [:]
        var depth = 0
        for line in lines {
            if line.name == "BEGIN" || line.name == "END" {
                let value = (try? VCardValue.text(of: line, defaultCharset: defaultCharset))?.string ?? ""
                if value.uppercased().hasPrefix("VCARD") { depth += line.name == "BEGIN" ? 1 : -1 }
            }
            guard depth == 1, names.contains(line.name), line.parameter("PHONETIC").isEmpty,
                  let text = try? VCardValue.text(of: line, decodingBase64: !binary.contains(line.name), defaultCharset: defaultCharset),
                  !text.string.isEmpty, text.repair != .decoded, !(binary.contains(line.name) && isDataURI(text.string)) else { continue }
            texts[line.name, default: []].append(text.string)
        }
        return texts
    }

    /// Whether `text` is a `data:` URI (RFC 2397: `data:[<mediatype>][;base64],<data>`),
    /// in any case, after white space: a binary property's embedded value,
    /// blanked. Text that merely begins with `data:` (`TITLE:Data:Scientist`) is text.
    private static func isDataURI(_ text: String) -> Bool {
        let uri = text.drop(while: \.isWhitespace)
        guard uri.prefix(5).lowercased() == "data:", let comma = uri.firstIndex(of: ",") else { return false }
        // The media type and parameters before the comma hold no space.
        return !uri[uri.index(uri.startIndex, offsetBy: 5)..<comma].contains(where: \.isWhitespace)
    }
}
