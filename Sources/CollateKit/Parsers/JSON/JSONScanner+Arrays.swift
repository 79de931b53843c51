extension JSONScanner {
    /// Where the value at `path` inside the complete value at `position`
    /// starts; nil when the path leads to none. O(the bytes walked).
    func valueStart(at position: Int, path: ArraySlice<[UInt8]>) -> Int? {
        guard let wanted = path.first else { return position }
        guard position < bytes.count else { return nil }
        var cursor = skipWhitespace(position + 1)
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}") else { return nil }
            while true {
                guard cursor < bytes.count, bytes[cursor] == ASCII.quote, let nameEnd = try? scanString(at: cursor) else { return nil }
                let colon = skipWhitespace(nameEnd)
                guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
                let value = skipWhitespace(colon + 1)
                if nameMatches(cursor..<nameEnd, wanted) { return valueStart(at: value, path: path.dropFirst()) }
                guard let next = nextElement(after: value, closer: UInt8(ascii: "}")) else { return nil }
                cursor = next
            }
        case UInt8(ascii: "["):
            guard let index = Int(String(decoding: wanted, as: UTF8.self)), index >= 0,
                  cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") else { return nil }
            for _ in 0..<index {
                guard let next = nextElement(after: cursor, closer: UInt8(ascii: "]")) else { return nil }
                cursor = next
            }
            return valueStart(at: cursor, path: path.dropFirst())
        default:
            return nil
        }
    }

    /// Every element of the array at `path`, as a spreadsheet cell shows it:
    /// a string's text, a number as written, `true` and `false`, an empty
    /// cell for `null`, and an object or array as its JSON text; nil when
    /// `path` leads to no array. No element is left out. O(the array's bytes).
    func arrayElements(at position: Int, path: ArraySlice<[UInt8]>) -> [String]? {
        var elements: [String] = []
        let isArray = forEachElement(ofArrayAt: position, path: path) { element in
            switch bytes[element.lowerBound] {
            case ASCII.quote: elements.append(decodeString(element))
            case UInt8(ascii: "n"): elements.append("")
            default: elements.append(bytes.decoded(element))
            }
            return true
        }
        return isArray ? elements : nil
    }

    /// The first string (its text) or number (as written) of the array at
    /// `path`, what `--display` shows of an array; nil when the array has
    /// none, or `path` leads to no array. O(the bytes up to it).
    func firstStringOrNumber(ofArrayAt position: Int, path: ArraySlice<[UInt8]>) -> String? {
        var first: String?
        _ = forEachElement(ofArrayAt: position, path: path) { element in
            switch bytes[element.lowerBound] {
            case ASCII.quote: first = decodeString(element)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): first = bytes.decoded(element)
            default: return true
            }
            return false
        }
        return first
    }

    /// Calls `body` with each element's bytes of the array at `path`, in
    /// order, until it returns false; false when `path` leads to no array.
    /// One pass over the array (a malformed element ends it).
    private func forEachElement(ofArrayAt position: Int, path: ArraySlice<[UInt8]>, _ body: (Range<Int>) -> Bool) -> Bool {
        guard let start = valueStart(at: position, path: path), start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return false }
        var cursor = skipWhitespace(start + 1)
        guard cursor < bytes.count, bytes[cursor] != UInt8(ascii: "]") else { return true }
        while true {
            guard let (end, _) = try? scanValue(at: cursor, path: nil), body(cursor..<end),
                  case .next(let next)? = try? separatorOrClose(after: end, closer: UInt8(ascii: "]"), item: "an array element") else {
                return true
            }
            cursor = next
        }
    }

    /// Where the member or element after the value at `position` starts;
    /// nil at the container's end (or where the record is malformed).
    private func nextElement(after position: Int, closer: UInt8) -> Int? {
        guard let (end, _) = try? scanValue(at: position, path: nil),
              case .next(let next)? = try? separatorOrClose(after: end, closer: closer, item: "a value") else { return nil }
        return next
    }
}
