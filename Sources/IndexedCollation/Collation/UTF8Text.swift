import Foundation

/// A string compared and hashed by its UTF-8 bytes: deduplicating by bytes
/// is enough (equal bytes, equal result) and avoids the Unicode
/// normalization that `String`'s own `==` and hashing do.
struct UTF8Text: Hashable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: UTF8Text, b: UTF8Text) -> Bool {
        var (x, y) = (a.string, b.string)
        return x.withUTF8 { x in
            y.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
