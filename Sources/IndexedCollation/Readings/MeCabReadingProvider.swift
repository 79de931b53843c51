#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ByteMachinery
import MeCabShim

/// Japanese readings from MeCab with the IPA dictionary: `田中` → `たなか`.
///
/// MeCab is loaded at run time, so the package builds and runs without it:
/// `libmecab.so.2` or `libmecab.so` on Linux (Debian: `libmecab2` and
/// `mecab-ipadic-utf8`); `libmecab.2.dylib` or `libmecab.dylib` on macOS,
/// also in Homebrew's `/opt/homebrew/lib` and `/usr/local/lib` (`brew install
/// mecab mecab-ipadic`). The environment variable `COLLATE_MECAB_LIBRARY`
/// names another library file (or a missing one, to test the absent case).
///
/// A dictionary reading of a name can be wrong (名前 have many readings);
/// callers with a phonetic field should pass it as the reading instead.
///
/// Thread safety: `Sendable`; each call borrows a tagger of its own, and
/// the readings of recent strings are cached, bounded (`ReadingCache`: at
/// most 16,384 strings, about 2 MB, however many names a process reads).
/// Memory: the dictionary is mapped once and shared by every tagger; a
/// tagger's lattice is replaced after a long text, so none keeps the
/// nodes of its longest record; each tagger remembers the reading fields
/// of 4,096 words at most, 256 KiB (docs/readings.md, Memory).
public final class MeCabReadingProvider: ReadingProvider {
    private let taggers: ResourcePool<Tagger>
    private let cache = ReadingCache()

    /// The system's MeCab, loaded on first use, or why it is unavailable.
    /// The variable is read by name: Foundation's `environment` builds a
    /// dictionary of every variable, a tenth of a short run's instructions.
    public static let system: Result<MeCabReadingProvider, ReadingsUnavailable> =
        load(libraryPath: getenv("COLLATE_MECAB_LIBRARY").map { String(cString: $0) })

    /// Loads MeCab from `libraryPath` (nil: the platform's names for the
    /// library, listed above), or says why it could not.
    public static func load(libraryPath: String?) -> Result<MeCabReadingProvider, ReadingsUnavailable> {
        switch Tagger.open(libraryPath: libraryPath) {
        case let .success(tagger):
            return .success(MeCabReadingProvider(first: tagger))
        case let .failure(error):
            return .failure(error)
        }
    }

    private init(first: Tagger) {
        // Every tagger shares the first one's model: the dictionary is mapped once.
        taggers = ResourcePool(first: first) { first.sibling() }
    }

    /// The hiragana reading of `string`, or nil when MeCab fails on it.
    /// Words the dictionary does not know (Latin, digits) stay as written.
    public func reading(of string: String) -> String? {
        if let cached = cache.reading(of: string) { return cached }
        guard let reading = uncachedReading(of: string) else { return nil }
        cache.remember(reading, of: string)
        return reading
    }

    /// ``reading(of:)`` without the cache, for callers that remember each
    /// distinct string's placement themselves (``ForeignStringMemo``): the
    /// cache would only cost them a lock and two hashes of the string.
    func uncachedReading(of string: String) -> String? {
        taggers.withResource { $0.reading(of: string) } ?? nil
    }

    /// Calls `body` with a reader of many texts on this thread: one tagger
    /// borrowed for all of them, and one buffer their joined readings are
    /// written to; nil when no tagger could be made.
    func withReader<T>(_ body: (Reader) -> T) -> T? {
        taggers.withResource { tagger in body(Reader(tagger: tagger)) }
    }

    /// A hiragana reading, as ``Reader`` gives it.
    enum Hiragana {
        /// Joined by character into the reader's buffer (``KatakanaReadings``):
        /// valid until the reader's next reading.
        case utf8(UnsafeBufferPointer<UInt8>)
        /// A `String`: ICU's transliteration of MeCab's katakana when it
        /// did not join (or the join, when no buffer was given).
        case string(String)
    }

    /// Reads many texts with one tagger, for ``withReader(_:)``. Not thread-safe.
    final class Reader {
        private let tagger: Tagger
        private let buffer = ScratchBuffer()
        /// The process's katakana table, taken once for the reader: read
        /// through the tagger's lazy property for each reading, it was
        /// retained and released each time, on a count both cores write.
        private let kana: KatakanaReadings

        fileprivate init(tagger: Tagger) {
            self.tagger = tagger
            kana = tagger.kana
        }

        /// The hiragana reading of UTF-8 text, as ``uncachedReading(of:)``
        /// gives it for that text's `String`; nil when MeCab fails on it.
        /// O(its length) beyond MeCab's parse, no allocation when it joins.
        func reading(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> Hiragana? {
            tagger.reading(ofUTF8: text, into: buffer, kana: kana)
        }
    }

    /// The bytes of the longest text an idle tagger's lattice has read
    /// (what its memory is sized for); for tests.
    var longestTextOfAnIdleTagger: Int? {
        taggers.withResource { $0.longestText }
    }

    /// MeCab's katakana reading of `string` as the reading uses it (nil when
    /// MeCab fails), and as MeCab's own writer formats it (the dictionary's
    /// yomi format), for the check that they agree (``ReadingProbe``).
    func katakanaReadings(of string: String) -> (used: String?, formatted: String?)? {
        taggers.withResource { tagger in
            (tagger.katakana(of: string, formatted: false), tagger.katakana(of: string, formatted: true))
        }
    }

    /// Whether readings are written by walking MeCab's best path (the walk
    /// agreed with MeCab's writer when the model opened).
    var walksBestPath: Bool {
        taggers.withResource { mecabshim_walks($0.pointer) != 0 } ?? false
    }

    /// One MeCab tagger. Not thread-safe; the pool lends it to one caller at a time.
    fileprivate final class Tagger: @unchecked Sendable {
        let pointer: OpaquePointer
        /// The process's katakana table, asked for on the first reading.
        fileprivate lazy var kana = LibraryReuse.shared.katakanaReadings

        private init(pointer: OpaquePointer) { self.pointer = pointer }
        deinit { mecabshim_close(pointer) }

        static func open(libraryPath: String?) -> Result<Tagger, ReadingsUnavailable> {
            var reason = [CChar](repeating: 0, count: 512)
            guard let pointer = mecabshim_open(libraryPath, &reason, reason.count) else {
                let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return .failure(ReadingsUnavailable(reason: text))
            }
            return .success(Tagger(pointer: pointer))
        }

        /// Another tagger on this one's model (safe while this one is in use).
        func sibling() -> Tagger? {
            mecabshim_sibling(pointer).map(Tagger.init(pointer:))
        }

        var longestText: Int { mecabshim_longest_text(pointer) }

        /// The hiragana reading of `string` (MeCab's katakana, through
        /// ``KatakanaReadings``), or nil when MeCab fails on it.
        func reading(of string: String) -> String? {
            var string = string
            let kana = kana
            let hiragana: Hiragana? = string.withUTF8 { self.reading(ofUTF8: $0, into: nil, kana: kana) }
            switch hiragana {
            case nil: return nil
            case let .utf8(bytes)?: return String(decoding: bytes, as: UTF8.self)
            case let .string(string)?: return string
            }
        }

        /// The hiragana reading of UTF-8 text: joined by character into
        /// `buffer` when one is given and the katakana joins, else as a
        /// `String`; nil when MeCab fails on it. `kana`: the process's
        /// katakana table (``kana``).
        func reading(ofUTF8 text: UnsafeBufferPointer<UInt8>, into buffer: ScratchBuffer?, kana: KatakanaReadings) -> Hiragana? {
            defer { mecabshim_release(pointer) }
            guard let result = parse(utf8: text, formatted: false) else { return nil }
            // The yomi format ends the reading with a newline: the bytes
            // before it are read straight from MeCab's buffer.
            var length = 0
            while result[length] != 0 { length += 1 }
            if length > 0, result[length - 1] == 0x0A { length -= 1 }
            let bytes = UnsafeRawBufferPointer(start: result, count: length).assumingMemoryBound(to: UInt8.self)
            if let buffer {
                if let joined = buffer.write(capacity: KatakanaReadings.joinedCapacity(bytes.count), { kana.join(bytes, into: $0) }) {
                    return .utf8(joined)
                }
            } else if let joined = kana.joined(bytes) {
                return .string(joined)
            }
            return .string(kana.transliterator.apply(String(cString: result).trimming(\.isNewline)))
        }

        /// MeCab's katakana reading, by the walk or by MeCab's writer.
        func katakana(of string: String, formatted: Bool) -> String? {
            defer { mecabshim_release(pointer) }
            return parse(string, formatted: formatted).map { String(cString: $0) }
        }

        /// MeCab's yomi output for `string` (valid until the next call).
        private func parse(_ string: String, formatted: Bool) -> UnsafePointer<CChar>? {
            guard !string.isEmpty else { return parse(utf8: UnsafeBufferPointer(start: nil, count: 0), formatted: formatted) }
            var string = string
            return string.withUTF8 { parse(utf8: $0, formatted: formatted) }
        }

        /// MeCab's yomi output for UTF-8 text (valid until the next call).
        private func parse(utf8 text: UnsafeBufferPointer<UInt8>, formatted: Bool) -> UnsafePointer<CChar>? {
            let read = formatted ? mecabshim_reading_formatted : mecabshim_reading
            guard !text.isEmpty else { return read(pointer, "", 0) }
            return text.withMemoryRebound(to: CChar.self) { read(pointer, $0.baseAddress, $0.count) }
        }
    }
}

/// Why Japanese readings are unavailable, and how to get them.
public struct ReadingsUnavailable: Error, Sendable, CustomStringConvertible {
    /// What failed: the library could not be loaded, had no dictionary, or
    /// readings were turned off.
    public let reason: String

    /// The reason, where kanji names go instead, and how to install MeCab.
    public var description: String {
        "Japanese readings are unavailable (\(reason)); kanji names go to the 漢字 section. "
            + "Install MeCab and its dictionary to read them: \(Self.installCommand)"
    }

    #if os(macOS)
    private static let installCommand = "brew install mecab mecab-ipadic"
    #else
    private static let installCommand = "apt-get install libmecab2 mecab-ipadic-utf8"
    #endif
}
