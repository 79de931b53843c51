/// The decoded values of chosen properties of one card, for the fields
/// `--display` and `--columns` name (`VCardPropertyField`).
///
/// A card's own lines only, as `VCard` reads it: not those of a card nested
/// in it (2.1's `AGENT`), not a line with the `PHONETIC` parameter (a
/// reading of the `N` or `ADR` before it, RFC 9554, which the phonetic
/// fields show), any group (`item1.EMAIL` is an `EMAIL`). Each value is
/// decoded by `VCardValue.text` exactly as the card's names are
/// (quoted-printable, `CHARSET`, else `--encoding`, else UTF-8); escapes
/// are left for the field. **Binary values are no values**: base64
/// (`ENCODING=b`, `BASE64`, which `VCardValue.text` does not decode here)
/// and `data:` URIs, as photos, logos, sounds and keys are embedded, so a
/// blob never fills a cell; a URI that points elsewhere
/// (`PHOTO;VALUE=uri:https://…`) is a value.
enum VCardProperties {
    /// The texts of the card's lines named in `names` (uppercase, no group),
    /// by name, in card order. A record the parser accepted unfolds and
    /// decodes again without failing; a line that did not would be no value.
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
                  let text = try? VCardValue.text(of: line, defaultCharset: defaultCharset).string,
                  !isDataURI(text) else { continue }
            texts[line.name, default: []].append(text)
        }
        return texts
    }

    /// Whether `text` is a `data:` URI (RFC 2397), in any case, after white space.
    private static func isDataURI(_ text: String) -> Bool {
        text.drop(while: \.isWhitespace).prefix(5).lowercased() == "data:"
    }
}
