#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ByteMachinery

/// How deeply a table file may nest, checked before Foundation reads it.
///
/// Foundation's XML property list reader descends one call per element, so
/// a file nested about 10,000 deep (150 KB) overflows the stack and ends the
/// process; its JSON reader refuses more than 512 levels, but calls that
/// malformed JSON. A table needs three levels (a dictionary of arrays of
/// strings; four elements in XML, with `<plist>`), so a file nested deeper
/// than ``limit`` is refused here, by name, in every format: an XML
/// property list by its elements, JSON by its arrays and objects, a binary
/// property list by its object graph (where a container that contains
/// itself is nested without end).
///
/// Each check is one pass that never recurses. The XML one reads tags the
/// way Foundation's reader does (a tag ends at its first `>`, `/` right
/// before it makes the element empty; comments, CDATA and processing
/// instructions end at their first terminator), so a file it finds shallow
/// is never deeper for Foundation, and where it stops (an unterminated
/// tag or comment) Foundation's reader stops with an error too. A binary
/// file it cannot follow (a count or an offset that does not fit the file,
/// a count of more than 8 bytes) is refused as no property list: Foundation's
/// binary reader traps on such counts (an array of 2^64 − 1 objects, a
/// dictionary whose doubled count overflows) instead of throwing.
enum TableNesting {
    /// The levels a table file may have, as many as Foundation's JSON reader
    /// and `collate`'s JSON input allow.
    static let limit = 512

    /// Why a file nested deeper than ``limit`` was refused, in the words of
    /// `collate`'s JSON input.
    static let reason = "nested more than \(limit) levels deep"

    /// Why a binary property list the check cannot follow was refused.
    static let unfollowableBinary = "not a property list (a binary object whose count or offset does not fit the file)"

    /// Why a property list is refused before Foundation reads it: too deep
    /// (``reason``), or binary and not followable (``unfollowableBinary``);
    /// nil when Foundation may read it.
    ///
    /// Complexity: O(n) in the file's size.
    static func refusal(propertyList data: Data) -> String? {
        if data.starts(with: Array("bplist".utf8)) {
            switch data.withUnsafeBytes({ binaryExceedsLimit($0.bindMemory(to: UInt8.self)) }) {
            case nil: return unfollowableBinary
            case true?: return reason
            case false?: return nil
            }
        }
        return textExceedsLimit(propertyList: data) ? reason : nil
    }

    /// Whether JSON text nests arrays and objects more than ``limit`` deep.
    /// Only UTF-8 is scanned: JSON in UTF-16 or UTF-32 (which Foundation
    /// also reads) is left to Foundation's own limit.
    ///
    /// Complexity: O(n) in the text's length.
    static func exceedsLimit(json data: Data) -> Bool {
        guard !data.prefix(4).contains(0), !data.starts(with: [0xFF, 0xFE]), !data.starts(with: [0xFE, 0xFF]) else { return false }
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var depth = 0, position = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position += 1
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                        position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                    }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return true }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
                position += 1
            }
            return false
        }
    }

    /// Whether a text property list nests more than ``limit`` deep: an XML
    /// one (whose first character is `<`; UTF-8, or UTF-16 with a byte order
    /// mark) by its elements. An
    /// OpenStep property list (`{ a = (b); }`) is left to Foundation, whose
    /// reader of it refuses more than 512 levels.
    ///
    /// Complexity: O(n) in the file's size.
    private static func textExceedsLimit(propertyList data: Data) -> Bool {
        let bigEndian: Bool
        switch (data.first, data.dropFirst().first) {
        case (0xFF, 0xFE): bigEndian = false
        case (0xFE, 0xFF): bigEndian = true
        default: return data.withUnsafeBytes { xmlExceedsLimit($0.bindMemory(to: UInt8.self)) }
        }
        let bytes = Array(data.dropFirst(2))
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { index -> UInt16 in
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        return Array(String(decoding: units, as: UTF16.self).utf8).withUnsafeBufferPointer { xmlExceedsLimit($0) }
    }

    /// XML elements, counted as Foundation's property list reader reads
    /// them: `<name …>` opens one unless `/` comes right before its first
    /// `>`; `</…>` closes one; comments, CDATA sections, processing
    /// instructions and `<!DOCTYPE …>` are skipped to their ends.
    private static func xmlExceedsLimit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = ByteOrderMark.utf8Length(atStartOf: bytes)
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else { return false }
        /// The index just past the first `terminator` at or after `start`; nil if there is none.
        func end(of terminator: String, from start: Int) -> Int? {
            let pattern = Array(terminator.utf8)
            var index = start
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index + pattern.count }
                index += 1
            }
            return nil
        }
        func starts(with text: String, at index: Int) -> Bool {
            UnsafeBufferPointer(rebasing: bytes[index...]).starts(with: text.utf8)
        }
        var depth = 0
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                position += 1
                continue
            }
            let next: Int?
            if starts(with: "<!--", at: position) {
                next = end(of: "-->", from: position + 4)
            } else if starts(with: "<![CDATA[", at: position) {
                next = end(of: "]]>", from: position + 9)
            } else if starts(with: "<?", at: position) {
                next = end(of: "?>", from: position + 2)
            } else if starts(with: "</", at: position) || starts(with: "<!", at: position) {
                if bytes[position + 1] == UInt8(ascii: "/") { depth = max(0, depth - 1) }
                next = end(of: ">", from: position + 2)
            } else {
                next = end(of: ">", from: position + 1)
                if let next, bytes[next - 2] != UInt8(ascii: "/") {
                    depth += 1
                    if depth > limit { return true }
                }
            }
            guard let next else { return false }
            position = next
        }
        return false
    }

    /// The objects of a binary property list, walked from the top object
    /// without recursion; each object is walked once (a depth found is kept),
    /// so a graph that shares objects costs its size, not its paths. A
    /// container reached again while it is being walked contains itself.
    /// Nil when an object reached from the top cannot be read.
    private static func binaryExceedsLimit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let file = BinaryPropertyList(bytes), file.topObject < file.objectCount,
              let topObject = file.object(file.topObject) else { return nil }
        guard case .container(let top) = topObject else { return false }
        /// Per object: its depth once walked (a scalar's is 0), `unseen`, or `walking`.
        let (unseen, walking): (Int32, Int32) = (-1, -2)
        var depths = [Int32](repeating: unseen, count: file.objectCount)
        /// The containers being walked, from the top one: their references,
        /// the next one to follow, and their depth so far.
        var path = [(object: file.topObject, children: top, next: 0, depth: Int32(1))]
        depths[file.topObject] = walking
        while let last = path.last {
            let end = path.count - 1
            guard last.next < last.children.count else {
                path.removeLast()
                depths[last.object] = last.depth
                if last.depth > limit { return true }
                if let parent = path.indices.last { path[parent].depth = max(path[parent].depth, last.depth + 1) }
                continue
            }
            path[end].next += 1
            guard let child = file.reference(last.next, of: last.children), child < file.objectCount else { return nil }
            var depth = depths[child]
            if depth == walking { return true }
            if depth == unseen {
                switch file.object(child) {
                case nil:
                    return nil
                case .container(let children)?:
                    if path.count == limit { return true }
                    depths[child] = walking
                    path.append((child, children, 0, 1))
                    continue
                case .scalar?:
                    depths[child] = 0
                }
                depth = 0
            }
            path[end].depth = max(path[end].depth, depth + 1)
        }
        return false
    }
}

/// The parts of a binary property list (`bplist00`) the nesting check
/// reads: the trailer, the offset table and the references of containers.
/// Every read is bounds-checked; nil means the file cannot be followed.
private struct BinaryPropertyList {
    /// The references of a container: where they start and how many.
    struct Children {
        let start: Int
        let count: Int
    }

    enum Object {
        /// An array, a set or a dictionary (whose keys count as children too).
        case container(Children)
        /// Any other object.
        case scalar
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let objectCount: Int
    let topObject: Int
    private let offsetSize: Int
    private let referenceSize: Int
    private let offsetTable: Int

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        guard bytes.starts(with: Array("bplist00".utf8)), bytes.count >= 8 + 32 else { return nil }
        let trailer = bytes.count - 32
        (offsetSize, referenceSize) = (Int(bytes[trailer + 6]), Int(bytes[trailer + 7]))
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = Self.integer(bytes, at: trailer + 8, size: 8),
              let topObject = Self.integer(bytes, at: trailer + 16, size: 8),
              let offsetTable = Self.integer(bytes, at: trailer + 24, size: 8),
              objectCount <= bytes.count, offsetTable <= trailer, objectCount * offsetSize <= trailer - offsetTable
        else { return nil }
        (self.objectCount, self.topObject, self.offsetTable) = (objectCount, topObject, offsetTable)
    }

    /// The object numbered `object`; nil if it cannot be read.
    func object(_ object: Int) -> Object? {
        guard let offset = Self.integer(bytes, at: offsetTable + object * offsetSize, size: offsetSize), offset < bytes.count else { return nil }
        let marker = bytes[offset]
        let kind = marker >> 4
        guard [0xA, 0xB, 0xC, 0xD].contains(kind) else { return .scalar }
        var count = Int(marker & 0x0F)
        var start = offset + 1
        if count == 0x0F {
            // The count follows as an integer object: 0x1n, then 2^n bytes.
            guard start < bytes.count, bytes[start] >> 4 == 0x1, bytes[start] & 0x0F <= 3 else { return nil }
            let size = 1 << Int(bytes[start] & 0x0F)
            guard let long = Self.integer(bytes, at: start + 1, size: size) else { return nil }
            (count, start) = (long, start + 1 + size)
        }
        if kind == 0xD { count = count <= bytes.count ? count * 2 : count }
        guard count <= bytes.count, start <= bytes.count, count * referenceSize <= bytes.count - start else { return nil }
        return .container(Children(start: start, count: count))
    }

    /// The `index`th reference of `children`.
    func reference(_ index: Int, of children: Children) -> Int? {
        Self.integer(bytes, at: children.start + index * referenceSize, size: referenceSize)
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, if it
    /// lies inside `bytes` and fits an `Int`.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
