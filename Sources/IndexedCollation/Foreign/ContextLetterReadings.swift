import ByteMachinery

/// `Any-Latin` of texts of letters whose transliterator writes each letter's
/// decomposition character by character, with separators that depend on a
/// few characters around them (docs/transliteration.md, "Letters with
/// separators": Hangul under ICU 72, `ga-eun` for 가은, `gan-eun` for 간은):
/// a text of such letters of one script, in words separated by spaces, is
/// written in one pass over its UTF-8 bytes, and the result is ICU's
/// `Any-Latin` of the whole text, byte for byte.
///
/// It holds each letter's decomposition as the pass's inputs, and each
/// *question* met: an input, the classes of the outputs just before it and
/// the inputs just after it (``ICUContextLetters``), with what ICU's rule
/// pass wrote there. Hangul's 11,172 syllables decompose into 67 inputs; the
/// questions of 100,000 names of random syllables number a few thousand.
/// One script per table: the first whose letter enters (under ICU 72 only
/// Hangul's transliterator is built so).
///
/// Thread safety: a value; any number of threads may read copies at once.
/// Memory: a ``CodePointTable`` of letters, some 24 bytes per question.
struct ContextLetterReadings: Sendable {
    // The stored properties are written only by this type's learning
    // (ContextLetterReadings+Learning.swift) and the kept file's reader
    // (KeptCodecs+ContextLetters.swift).

    /// The script of the letters held, and its pass (to ask new questions).
    var script: ICUScript?
    var rules: ICUContextLetters?
    /// Per code point: its inputs; and the most inputs a letter has.
    var letters = CodePointTable()
    var longestLetter = 0
    /// ``rules``' shape, copied flat so that a walk reads no class: per
    /// input its ante and post, and the class of each output then the edge.
    var antes: [UInt8] = [], posts: [UInt8] = [], classes: [UInt8] = []
    var classStride = 0
    /// Each output's UTF-8: its start in `outputBytes` shifted left by 8, or-ed with its length.
    var outputRanges: [UInt32] = [], outputBytes: [UInt8] = []
    /// Per question (``write(_:into:ask:)``): its answer's index in `answerList`.
    var answers = IntegerMap()
    var answerList: [Answer] = []
    /// Per input that no rule reads around (ante 0, post 1), the index of
    /// its answer in `answerList` once known; -1 otherwise.
    var aloneAnswers: [Int32] = []
    /// The answers' outputs, and their UTF-8, one answer after another.
    var answerOutputs: [UInt8] = [], answerBytes: [UInt8] = []
    /// The longest answer's UTF-8, in bytes.
    var longestAnswer = 0

    /// What a position writes: its outputs (read back by the positions
    /// after it, as far as the rules look back), and their UTF-8.
    struct Answer {
        /// Where its outputs start in `answerOutputs`, and how many.
        var outputs: UInt32, outputCount: UInt8
        /// Its last outputs, as many as a rule reads back (at most
        /// ``lookBack``), the last in the low byte.
        var tail: UInt32
        /// Where its UTF-8 starts in `answerBytes`, and its length.
        var bytes: UInt32, byteCount: UInt16
    }

    /// The most outputs a question reads back: the shim admits separator
    /// rules whose ante-context has at most four elements, whose classes
    /// fill bytes 1 to 4 of the question (docs/transliteration.md, "Letters
    /// with separators").
    static let lookBack = 4

    /// The questions answered.
    var count: Int { answers.count }

    /// The letters and questions held: a table that holds more knows more.
    var entryCount: Int { letters.count + answers.count }

    /// The memory the table holds. O(1).
    var footprint: Int {
        letters.footprint + answers.footprint + answerList.count * MemoryLayout<Answer>.stride + aloneAnswers.count * 4
            + answerOutputs.count + answerBytes.count + classes.count
    }

    /// Appends `Any-Latin` of UTF-8 `text` to `out`, as
    /// ``writeLatin(ofUTF8:buffers:)`` writes it; false when that gives nil.
    func appendLatin(ofUTF8 text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], buffers: inout Buffers) -> Bool {
        guard let length = writeLatin(ofUTF8: text, buffers: &buffers) else { return false }
        out += buffers.latin[..<length]
        return true
    }

    /// Writes `Any-Latin` of UTF-8 `text` to the start of `buffers.latin`
    /// (``Buffers/latin``): its spaces as they are and each word written
    /// position by position, when the text holds at least one letter, only
    /// spaces besides, letters the table holds, and only questions it has
    /// answered. Returns the length written; nil otherwise. O(n) for n
    /// bytes, a look-up per input.
    func writeLatin(ofUTF8 text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers) -> Int? {
        var position = 0, length = 0, letter = false
        while position < text.count {
            if text[position] == 0x20 {
                buffers.makeRoom(length + 1)
                buffers.latin[length] = 0x20
                length += 1
                position += 1
                continue
            }
            guard let count = decompose(wordOf: text, at: &position, into: &buffers.inputs) else { return nil }
            buffers.makeRoom(length + count * longestAnswer)
            guard let end = writeKnown(buffers.inputs, count: count, into: &buffers.latin, at: length) else { return nil }
            length = end
            letter = true
        }
        return letter ? length : nil
    }

    /// Writes the UTF-8 of a word's inputs (the first `count` of `inputs`)
    /// position by position into `out` from `start`, from answered
    /// questions only; returns where it ends, or nil at the first question
    /// not answered. The outputs read back are kept in a register of the
    /// last ``lookBack``, not in an array. `out` has room for
    /// ``longestAnswer`` bytes per input from `start`. O(its inputs).
    private func writeKnown(_ inputs: [UInt8], count: Int, into out: inout [UInt8], at start: Int) -> Int? {
        let edge = classStride - 1
        precondition(out.count >= start + count * longestAnswer, "room for the word's answers")
        return out.withUnsafeMutableBufferPointer { out in
            answerBytes.withUnsafeBufferPointer { bytes -> Int? in
                // The last outputs written, the last in the low byte, and how
                // many there are (the word's start is read back as the edge).
                var recent: UInt32 = 0, recentCount = 0, end = start
                for position in 0..<count {
                    // An input no rule reads around is its own question: its
                    // answer is read by index, not hashed (two positions of
                    // a Hangul syllable in three).
                    var index = Int(aloneAnswers[Int(inputs[position])])
                    if index < 0 {
                        let question = question(of: inputs, count: count, at: position) { back in
                            back < recentCount ? Int(recent >> (8 * back) & 0xFF) : edge
                        }
                        guard let found = answers.value(of: question) else { return nil }
                        index = Int(found)
                    }
                    let answer = answerList[index], first = Int(answer.bytes)
                    for offset in 0..<Int(answer.byteCount) { out[end + offset] = bytes[first + offset] }
                    end += Int(answer.byteCount)
                    let count = Int(answer.outputCount)
                    recent = count >= Self.lookBack ? answer.tail : recent << (8 * count) | answer.tail
                    recentCount = min(Self.lookBack, recentCount + count)
                }
                return end
            }
        }
    }

    /// Decomposes the word of `text` that starts at `position` (not a
    /// space) into the start of `inputs`, and moves `position` past it;
    /// returns how many inputs it wrote, nil at a character the table lacks.
    /// `inputs` only grows, kept from word to word, with room made once per
    /// word (a letter is at least a byte): emptied and appended to per
    /// letter, it cost more than the walk that reads it.
    func decompose(wordOf text: UnsafeBufferPointer<UInt8>, at position: inout Int, into inputs: inout [UInt8]) -> Int? {
        let room = (text.count - position) * longestLetter
        if inputs.count < room { inputs += repeatElement(0, count: max(room, 2 * inputs.count) - inputs.count) }
        var count = 0
        let known = inputs.withUnsafeMutableBufferPointer { inputs in
            letters.bytes.withUnsafeBufferPointer { bytes in
                while position < text.count, text[position] != 0x20 {
                    guard let (value, length) = UTF8Scalar.decode(text, at: position), let entry = letters.entry(of: value) else {
                        return false
                    }
                    for offset in entry {
                        inputs[count] = bytes[offset]
                        count += 1
                    }
                    position += length
                }
                return true
            }
        }
        return known ? count : nil
    }

    /// Whether `text` begins (past its spaces) with a letter the table
    /// holds: it is of the script this table writes. O(its leading spaces).
    func beginsWithHeldLetter(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Not `.map(contains)`: a method taken as a function copied the
        // table, retaining each of its arrays, for every text.
        guard let first = Self.firstCharacter(ofUTF8: text) else { return false }
        return letters.entry(of: first) != nil
    }

    /// Whether the table holds the letter. O(1).
    func contains(_ letter: Unicode.Scalar) -> Bool {
        letters.entry(of: letter.value) != nil
    }

    /// The first character of UTF-8 `text` past its leading spaces; nil for
    /// none or ill-formed bytes. O(its leading spaces).
    static func firstCharacter(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        // A loop, not `firstIndex(where:)`: that cost some 130 instructions a text.
        var index = 0
        while index < text.count, text[index] == 0x20 { index += 1 }
        guard index < text.count, let (value, _) = UTF8Scalar.decode(text, at: index) else { return nil }
        return value
    }

    /// Whether ``writeLatin(ofUTF8:buffers:)`` writes `text`. O(n) for n bytes.
    func appliesWhole(toUTF8 text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers) -> Bool {
        writeLatin(ofUTF8: text, buffers: &buffers) != nil
    }

    /// The scratch space of a walk, reused from text to text.
    struct Buffers {
        var inputs: [UInt8] = []
        var written: [UInt8] = []
        /// The UTF-8 ``writeLatin(ofUTF8:buffers:)`` writes, at its start;
        /// longer than that, and kept from text to text, so that no text
        /// fills room with zeros or cuts it back.
        fileprivate(set) var latin: [UInt8] = []

        /// Makes `latin` at least `count` bytes long, doubling it when it
        /// grows (its bytes past what is written are of no use).
        mutating func makeRoom(_ count: Int) {
            if latin.count < count { latin += repeatElement(0, count: max(count, 2 * latin.count) - latin.count) }
        }
    }


    /// The question at `position` of a word's inputs (the first `count`):
    /// the input, the classes of the outputs before it (`output(back)`: the
    /// output `back` places before it, or the edge past the word's start),
    /// the inputs after it (255 past its end); the top bit keeps it nonzero.
    @inline(__always)
    func question(of inputs: [UInt8], count: Int, at position: Int, output: (Int) -> Int) -> UInt64 {
        let input = inputs[position], ante = Int(antes[Int(input)]), post = Int(posts[Int(input)])
        var question = UInt64(input) | 1 << 63
        let row = Int(input) * classStride
        for back in 0..<ante { question |= UInt64(classes[row + output(back)]) << (8 + 8 * back) }
        for ahead in 1..<post {
            let next = position + ahead < count ? inputs[position + ahead] : 255
            question |= UInt64(next) << (32 + 8 * ahead)
        }
        return question
    }
}
