extension Section {
    /// A section's elements, in collation order: a random-access, mutable,
    /// range-replaceable collection indexed from 0, used as an array is.
    ///
    /// Why not an array: a ``SectionedList`` kept while the next one is made
    /// (a diffing data source, an undo stack) shares its sections with the
    /// new list. These elements are kept in chunks, so a change to a
    /// shared section copies the one chunk it touches (at most a few
    /// hundred elements), never the whole section. Elements made at once
    /// (by ``LocalizedIndexedCollation/sections(of:by:reading:then:includeEmpty:)``,
    /// say) are one chunk and read as fast as an array.
    ///
    /// ```swift
    /// let names = list.sections[0].elements.map(\.name)
    /// let first = list.sections[0].elements[0]
    /// let plain: [Contact] = Array(list.sections[0].elements)
    /// ```
    public struct Elements: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
        /// The elements, in chunks.
        var rows: ChunkedRows<[Element]>

        /// No elements.
        public init() { rows = ChunkedRows() }

        /// The elements of `elements`, in their order. O(n).
        public init<S: Sequence>(_ elements: S) where S.Element == Element {
            rows = ChunkedRows(Array(elements))
        }

        /// The position of the first element: 0.
        public var startIndex: Int { 0 }
        /// The position after the last element: ``count``.
        public var endIndex: Int { rows.count }
        /// The number of elements. O(1).
        public var count: Int { rows.count }

        /// The element at `position`. O(log(n / 128)).
        public subscript(position: Int) -> Element {
            get {
                precondition(position >= 0 && position < rows.count, "Section.Elements: index \(position) out of range")
                let (chunk, offset) = rows.location(of: position)
                return rows.chunks[chunk][offset]
            }
            set {
                rows.modifyRow(at: position) { chunk, offset in chunk[offset] = newValue }
            }
        }

        /// Replaces the elements in `subrange` by `newElements`. One element
        /// inserted, removed or replaced touches one chunk; any other change
        /// makes the elements anew, O(n).
        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
            precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "Section.Elements: range \(subrange) out of range")
            switch (subrange.count, newElements.count) {
            case (0, 0): return
            case (0, 1): insert(newElements.first!, at: subrange.lowerBound)
            case (1, 0): remove(at: subrange.lowerBound)
            case (1, 1): self[subrange.lowerBound] = newElements.first!
            default:
                var all = Array(self)
                all.replaceSubrange(subrange, with: newElements)
                rows = ChunkedRows(all)
            }
        }

        /// Inserts `element` at `position`. O(n / 128 + 256).
        public mutating func insert(_ element: Element, at position: Int) {
            rows.insertRow(at: position) { chunk, offset in chunk.insert(element, at: offset) }
        }

        /// Removes and returns the element at `position`. O(n / 128 + 256).
        @discardableResult
        public mutating func remove(at position: Int) -> Element {
            var removed: Element?
            rows.removeRow(at: position) { chunk, offset in removed = chunk.remove(at: offset) }
            return removed!
        }

        /// Adds `element` after the last element. O(n / 128 + 256).
        public mutating func append(_ element: Element) {
            insert(element, at: count)
        }

        /// Calls `body` with the elements' contiguous storage when they are
        /// kept in one chunk (as made, before any change), else returns `nil`.
        public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
            switch rows.chunks.count {
            case 0: return try body(UnsafeBufferPointer(start: nil, count: 0))
            case 1: return try rows.chunks[0].withUnsafeBufferPointer(body)
            default: return nil
            }
        }

        /// Iterates the elements chunk by chunk, with no search per element.
        public func makeIterator() -> Iterator { Iterator(chunks: rows.chunks) }

        /// An iterator over a section's elements.
        public struct Iterator: IteratorProtocol {
            let chunks: [[Element]]
            var chunk = 0, offset = 0

            /// The next element, or `nil` after the last.
            public mutating func next() -> Element? {
                while chunk < chunks.count {
                    if offset < chunks[chunk].count {
                        defer { offset += 1 }
                        return chunks[chunk][offset]
                    }
                    chunk += 1
                    offset = 0
                }
                return nil
            }
        }
    }
}

extension Section.Elements: ExpressibleByArrayLiteral {
    /// The elements of an array literal.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension Section.Elements: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements as an array prints them.
    public var description: String { Array(self).description }
    /// The elements as an array prints them for debugging.
    public var debugDescription: String { Array(self).debugDescription }
}

extension Section.Elements: Sendable where Element: Sendable {}
extension Section.Elements.Iterator: Sendable where Element: Sendable {}

extension Section.Elements: Equatable where Element: Equatable {
    /// Whether both hold equal elements in the same order (however chunked).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension Section.Elements: Hashable where Element: Hashable {
    /// Hashes the elements in order, as an array of them does.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension Section.Elements: Encodable where Element: Encodable {
    /// Encodes the elements as an array of them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension Section.Elements: Decodable where Element: Decodable {
    /// Decodes the elements from an array of them.
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}
