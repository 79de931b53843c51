@testable import CollateKit
import Testing

/// `JSONScanner`: validation, the dotted-path lookup, and what it says when
/// a path finds nothing.
struct JSONScannerTests {
    /// Scans `json` as one complete value, looking up `path` ("" for the value itself).
    private func scan(_ json: String, path: String? = "") throws(JSONScanner.Failure) -> (end: Int, lookup: JSONScanner.Lookup?) {
        let bytes = Array(json.utf8)
        let selector = path.map { ArraySlice($0.isEmpty ? [] : FieldSelector($0).path) }
        let result: Result<(end: Int, lookup: JSONScanner.Lookup?), JSONScanner.Failure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONScanner.Failure) in try JSONScanner(bytes: buffer, isFinal: true).scanValue(at: 0, path: selector) }
        }
        return try result.get()
    }

    private func found(_ json: String, _ path: String = "") -> String? {
        guard case .found(let value, _)? = try? scan(json, path: path).lookup else { return nil }
        return value
    }

    private func repaired(_ json: String) -> Bool? {
        guard case .found(_, let repaired)? = try? scan(json).lookup else { return nil }
        return repaired
    }

    private func missing(_ json: String, _ path: String = "") -> String? {
        guard case .missing(let detail)? = try? scan(json, path: path).lookup else { return nil }
        return detail
    }

    private func malformed(_ json: String) -> InputFailure? {
        do {
            _ = try scan(json)
            return nil
        } catch {
            guard case .malformed(let failure) = error else { return nil }
            return failure
        }
    }

    @Test func pathsThroughObjectsAndArrays() {
        let json = #"{"name": {"family": "Åberg", "given": "Eva"}, "authors": [{"name": "x"}, {"name": "Zoë"}], "n": -1.5e3}"#
        #expect(found(json, "name.family") == "Åberg")
        #expect(found(json, "authors.1.name") == "Zoë")
        #expect(found(json, "n") == "-1.5e3")
        #expect(found(#""plain""#) == "plain")
    }

    @Test func escapesAreDecoded() {
        #expect(found(#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#) == "a\"b\\c/d\né😀")
        #expect(found(#""\ud800x""#) == "\u{FFFD}x", "a lone surrogate")
        #expect(found(#"{"k\u0065y": "v"}"#, "key") == "v", "an escaped member name")
    }

    /// A lone surrogate escape is flagged (for the warning); a pair, an
    /// escaped U+FFFD and a raw one are not.
    @Test func loneSurrogateEscapesAreFlagged() {
        for lone in [#""\ud800abc""#, #""a\udc00""#, #""\ud800\u0041""#, #""\ud800\n""#, #""\ud800\ud800\udc00""#, #""x\ud83d""#] {
            #expect(repaired(lone) == true, "\(lone)")
        }
        for fine in [#""\ud83d\ude00""#, #""\ufffd""#, "\"\u{FFFD}raw\"", #""plain""#] {
            #expect(repaired(fine) == false, "\(fine)")
        }
    }

    /// Python, JavaScript and most readers keep the last of duplicate members.
    @Test func theLastOfDuplicateMembersCounts() {
        #expect(found(#"{"n": "dup1", "n": "dup2"}"#, "n") == "dup2")
        #expect(found(#"{"a": {"n": "x"}, "a": {"n": "y"}}"#, "a.n") == "y")
        #expect(missing(#"{"n": "x", "n": null}"#, "n") == "the value is null")
        #expect(found(#"{"n": null, "n": "z"}"#, "n") == "z")
    }

    @Test func missingSaysWhatIsThere() {
        #expect(missing(#"{"given": "Eva"}"#, "family") == "no member 'family' (members: 'given')")
        #expect(missing(#"{}"#, "family") == "no member 'family' (the object is empty)")
        #expect(missing(#"{"a": 1}"#) == "the record is an object, not a string; choose a member with --key (members: 'a')")
        #expect(missing(#"[1, 2]"#, "5") == "no element '5' in an array of 2 (elements are numbered from 0)")
        #expect(missing(#"null"#) == "the value is null")
        #expect(missing(#"true"#) == "the value is true, not a string")
        #expect(missing(#""s""#, "x") == "a string has no member 'x'")
    }

    @Test func endOfAValue() throws {
        #expect(try scan(#"{"a": [1, {"b": null}]}  "#).end == 23)
        #expect(try scan(#"[]"#, path: nil).lookup == nil)
    }

    @Test(arguments: [
        (#"{"a" 1}"#, "malformed JSON: expected ':' after a member name, found '1'"),
        (#"{"a": 1 "b": 2}"#, "malformed JSON: expected ',' or '}' after an object member, found '\"'"),
        (#"[1 2]"#, "malformed JSON: expected ',' or ']' after an array element, found '2'"),
        (#"[1,"#, "malformed JSON: unexpected end of input, expected a value"),
        (#"{"a": 1"#, "malformed JSON: unexpected end of input, expected ',' or '}'"),
        (#"[1"#, "malformed JSON: unexpected end of input, expected ',' or ']'"),
        (#"01"#, "malformed JSON: a number may not start with 0"),
        (#"tru"#, "malformed JSON: expected true"),
        (#""a\x""#, "malformed JSON: invalid escape '\\x' in a string"),
        ("\"a\\\u{1}\"", "malformed JSON: invalid escape '\\' followed by byte 0x01 in a string"),
        ("\"a\tb\"", "malformed JSON: control character U+0009 in a string (write it escaped)"),
        ("\"a\nb\"", "malformed JSON: string not closed before the end of the line"),
    ])
    func malformedInput(json: String, message: String) {
        #expect(malformed(json)?.message == message)
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(malformed(deep)?.message == "malformed JSON: nested more than 512 levels deep")
    }

    @Test func anIncompleteValueWaitsForMoreInput() {
        for json in [#"{"a": "b"#, #"[1, 2"#, #"12"#, #"tr"#, #"{"a": 1"#] {
            let bytes = Array(json.utf8)
            let incomplete = bytes.withUnsafeBufferPointer { buffer in
                do throws(JSONScanner.Failure) {
                    _ = try JSONScanner(bytes: buffer, isFinal: false).scanValue(at: 0, path: nil)
                    return false
                } catch {
                    if case .incomplete = error { return true }
                    return false
                }
            }
            #expect(incomplete, "\(json)")
        }
    }
}
