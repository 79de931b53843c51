import ByteMachinery

/// A Chinese name's first character in the form ICU's names transform
/// reads as the surname is said (docs/readings.md, "Traditional surnames"):
/// a Traditional character as ICU's `Traditional-Simplified` writes it (單 →
/// 单, *Shàn*), and a surname ICU 72 lacks as one it reads the same
/// (``surnamesICUMisreads``). The contact rule reads a family name so, and
/// person-names mode every text, where the table reads Han as pinyin.
///
/// Only characters Simplified Chinese does not use as they are are
/// transliterated (``LibraryReuse/traditionalOnlyHan``): 乾 stays 乾, which
/// the transform would write 干. Thread-safe; the set is asked of the
/// owner once per form, on the first text that starts with Han (under the
/// form's own lock, which a look-up then takes for a few instructions).
final class ChineseSurnameForm: @unchecked Sendable {
    // @unchecked: `traditionalOnly` is read and written only under `lock`.
    private let simplified: LazyTransliteratorPool
    private let reuse: LibraryReuse
    /// A POSIX mutex: the set made on one thread is read on others through
    /// it, an order ThreadSanitizer sees (not through `Synchronization.Mutex`,
    /// whose futex calls it cannot see on Linux).
    private let lock = PThreadMutex()
    private var traditionalOnly: TraditionalOnlyHan?

    init(reuse: LibraryReuse) {
        self.reuse = reuse
        simplified = LazyTransliteratorPool(id: "Traditional-Simplified", reuse: reuse)
    }

    /// The common surnames whose reading ICU 72's names transform lacks,
    /// each with a character it reads as the surname is said. Of the hundred
    /// commonest Chinese surnames (and their Traditional forms) only 覃 is
    /// read wrong: as a word *tán*, as a surname *Qín* (现代汉语词典; the
    /// Zhuang and Guangxi surname), which ICU gives 秦. docs/readings.md
    /// lists the check.
    static let surnamesICUMisreads: [String: String] = ["覃": "秦"]
    private static let misreadScalars = Set(surnamesICUMisreads.keys.map { $0.unicodeScalars.first!.value })

    /// `text` with its first character in the surname's form; nil when that
    /// is the character itself (or the text does not start with Han).
    func rewritten(utf8 text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        // No Han character comes before U+2E80 (CJK Radicals Supplement):
        // a Latin name costs no ICU look-up.
        guard !text.isEmpty, let (value, length) = UTF8Scalar.decode(text, at: 0), value >= 0x2E80 else { return nil }
        let first = UnsafeBufferPointer(rebasing: text[..<length])
        let traditional = characters.containsSome(utf8: first)
        guard traditional || Self.misreadScalars.contains(value) else { return nil }
        let character = String(decoding: first, as: UTF8.self)
        let simplifiedForm = traditional ? simplified.apply(character) : character
        let surname = Self.surnamesICUMisreads[simplifiedForm] ?? simplifiedForm
        return surname == character ? nil : Array(surname.utf8) + text[length...]
    }

    /// ``rewritten(utf8:)`` of a string: the string itself when it stays.
    func rewritten(_ text: String) -> String {
        var text = text
        return text.withUTF8 { rewritten(utf8: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The Traditional-only characters, asked of the owner on first use.
    private var characters: TraditionalOnlyHan {
        lock.withLock {
            if let known = traditionalOnly { return known }
            let made = reuse.traditionalOnlyHan
            traditionalOnly = made
            return made
        }
    }
}

/// The characters ``ChineseSurnameForm`` transliterates
/// (``LibraryReuse/traditionalOnlyHan``); none when ICU could not say.
final class TraditionalOnlyHan: Sendable {
    private let characters: ICUCharacterSet?

    init(characters: ICUCharacterSet?) {
        self.characters = characters
    }

    func containsSome(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        characters?.containsSome(utf8: text) ?? false
    }
}
