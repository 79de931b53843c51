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
    /// The script of the letters held, and its pass (to ask new questions).
    private var script: ICUScript?
    private var rules: ICUContextLetters?
    /// Per code point: its inputs; and the most inputs a letter has.
    private var letters = CodePointTable()
    private var longestLetter = 0
    /// ``rules``' shape, copied flat so that a walk reads no class: per
    /// input its ante and post, and the class of each output then the edge.
    private var antes: [UInt8] = [], posts: [UInt8] = [], classes: [UInt8] = []
    private var classStride = 0
    /// Each output's UTF-8: its start in `outputBytes` shifted left by 8, or-ed with its length.
    private var outputRanges: [UInt32] = [], outputBytes: [UInt8] = []
    /// Per question (``write(_:into:ask:)``): its answer's index in `answerList`.
    private var answers = IntegerMap()
    private var answerList: [Answer] = []
    /// The answers' outputs, and their UTF-8, one answer after another.
    private var answerOutputs: [UInt8] = [], answerBytes: [UInt8] = []
    /// The longest answer's UTF-8, in bytes.
    private var longestAnswer = 0

    /// What a position writes: its outputs (read back by the positions
    /// after it, as far as the rules look back), and their UTF-8.
    private struct Answer {
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
    private static let lookBack = 4

    /// The questions answered.
    var count: Int { answers.count }

    /// The memory the table holds. O(1).
    var footprint: Int {
        letters.footprint + answers.footprint + answerList.count * MemoryLayout<Answer>.stride + answerOutputs.count
            + answerBytes.count + classes.count
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
                    let question = question(of: inputs, count: count, at: position) { back in
                        back < recentCount ? Int(recent >> (8 * back) & 0xFF) : edge
                    }
                    guard let index = answers.value(of: question) else { return nil }
                    let answer = answerList[Int(index)], first = Int(answer.bytes)
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
    private func decompose(wordOf text: UnsafeBufferPointer<UInt8>, at position: inout Int, into inputs: inout [UInt8]) -> Int? {
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
        guard let first = text.firstIndex(where: { $0 != 0x20 }), let (value, _) = UTF8Scalar.decode(text, at: first) else { return nil }
        return value
    }

    /// Whether ``writeLatin(ofUTF8:buffers:)`` writes `text`. O(n) for n bytes.
    func appliesWhole(toUTF8 text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers) -> Bool {
        writeLatin(ofUTF8: text, buffers: &buffers) != nil
    }

    /// Letters the table lacks, each with its script's pass and its inputs,
    /// read on any thread (``newLetters(_:pass:)``) for the table to take
    /// on one (``enter(_:)``).
    struct NewLetters: Sendable {
        fileprivate var found: [(value: UInt32, script: ICUScript, pass: ICUContextLetters, inputs: [UInt8])] = []
    }

    /// Adds to `unknown` the characters of `text` (but spaces) the table
    /// lacks, up to an ill-formed byte. O(n) for n bytes.
    func collectUnknownCharacters(of text: UnsafeBufferPointer<UInt8>, into unknown: inout CodePointSet) {
        var position = 0
        while position < text.count {
            guard text[position] != 0x20 else {
                position += 1
                continue
            }
            guard let (value, length) = UTF8Scalar.decode(text, at: position) else { return }
            position += length
            if letters.entry(of: value) == nil { unknown.insert(value) }
        }
    }

    /// Those of `characters` that may enter the table, as
    /// ``learn(_:buffers:pass:)`` admits a letter. One ICU decomposition each.
    func newLetters(_ characters: ArraySlice<UInt32>, pass: (Unicode.Scalar) -> (ICUScript, ICUContextLetters)?) -> NewLetters {
        var new = NewLetters()
        for value in characters {
            guard let scalar = Unicode.Scalar(value), let (script, pass, inputs) = admission(of: scalar, pass: pass) else { continue }
            new.found.append((value, script, pass, inputs))
        }
        return new
    }

    /// The script, pass and inputs with which `scalar` enters the table:
    /// when it is a letter, `pass` gives its script's pass, the script is
    /// the table's if it has one, and the pass decomposes it.
    private func admission(of scalar: Unicode.Scalar, pass: (Unicode.Scalar) -> (ICUScript, ICUContextLetters)?)
    -> (ICUScript, ICUContextLetters, [UInt8])? {
        guard ICUCharacter.isLetter(scalar), let (script, pass) = pass(scalar), self.script == nil || self.script == script,
              let inputs = pass.decomposition(of: scalar) else { return nil }
        return (script, pass, inputs)
    }

    /// Enters the letters `new` found that the table still lacks, of the
    /// first script entered. O(their count).
    mutating func enter(_ new: NewLetters) {
        for letter in new.found where letters.entry(of: letter.value) == nil {
            if rules == nil { adopt(letter.pass, of: letter.script) }
            guard script == letter.script else { continue }
            guard add(letter.value, letter.inputs) else { return }
        }
    }

    /// Learns what writing `text` needs and the table lacks: its letters
    /// (each admitted when `pass` gives its script's pass, the table's
    /// script if it has one) and its questions, each asked of ICU's rule
    /// pass once. False when a letter cannot enter or ICU's pass does not
    /// finish. O(n) for n bytes, one rule pass of one character per new question.
    mutating func learn(_ text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers,
                        pass: (Unicode.Scalar) -> (ICUScript, ICUContextLetters)?) -> Bool {
        // Letters first, so that the walk below finds them.
        var position = 0
        while position < text.count {
            guard text[position] != 0x20 else {
                position += 1
                continue
            }
            guard let (value, length) = UTF8Scalar.decode(text, at: position), let scalar = Unicode.Scalar(value) else { return false }
            position += length
            guard letters.entry(of: value) == nil else { continue }
            guard let (script, pass, inputs) = admission(of: scalar, pass: pass) else { return false }
            if rules == nil { adopt(pass, of: script) }
            guard add(value, inputs) else { return false }
        }
        guard let rules else { return false }
        // Once its letters are in, most texts of a batch ask nothing new (a
        // batch of 16,384 Korean names brings some 11,000 syllables but
        // 4,500 questions): written from the answers alone, they skip the
        // walk that can ask, which keeps every output in an array.
        if writeLatin(ofUTF8: text, buffers: &buffers) != nil { return true }
        var asked: [(UInt64, [UInt8])] = []
        defer {
            for (question, outputs) in asked where answers.value(of: question) == nil { remember(question, outputs) }
        }
        return walk(text, buffers: &buffers, ask: { question, written, inputs in
            // The walk goes on with the answer; it is remembered after it.
            guard let outputs = rules.read(written: written, inputs: inputs), outputs.count < 256 else { return nil }
            asked.append((question, outputs))
            return outputs
        })
    }

    /// Enters a letter's inputs, unless it has them or they are too long.
    private mutating func add(_ letter: UInt32, _ inputs: [UInt8]) -> Bool {
        guard letters.add(letter, inputs) else { return false }
        longestLetter = max(longestLetter, inputs.count)
        return true
    }

    /// Enters `outputs` as the answer to `question`, unless the table has
    /// grown too large to address them.
    private mutating func remember(_ question: UInt64, _ outputs: [UInt8]) {
        guard answerOutputs.count < 1 << 31, answerBytes.count < 1 << 31 else { return }
        var tail: UInt32 = 0
        for output in outputs.suffix(Self.lookBack) { tail = tail << 8 | UInt32(output) }
        let bytes = answerBytes.count
        for output in outputs {
            let range = outputRanges[Int(output)], start = Int(range >> 8)
            answerBytes += outputBytes[start..<(start + Int(range & 0xFF))]
        }
        guard answerBytes.count - bytes <= Int(UInt16.max) else {
            answerBytes.removeSubrange(bytes...)
            return
        }
        longestAnswer = max(longestAnswer, answerBytes.count - bytes)
        answers.add(question, UInt32(answerList.count))
        answerList.append(Answer(outputs: UInt32(answerOutputs.count), outputCount: UInt8(outputs.count), tail: tail,
                                 bytes: UInt32(bytes), byteCount: UInt16(answerBytes.count - bytes)))
        answerOutputs += outputs
    }

    private mutating func adopt(_ pass: ICUContextLetters, of script: ICUScript) {
        (self.script, rules) = (script, pass)
        classStride = pass.edge + 1
        for input in 0..<pass.inputCount {
            antes.append(UInt8(pass.ante(of: UInt8(input))))
            posts.append(UInt8(pass.post(of: UInt8(input))))
            classes += (0...pass.edge).map { pass.classOf(output: $0, before: UInt8(input)) }
        }
        for output in pass.outputs {
            outputRanges.append(UInt32(outputBytes.count) << 8 | UInt32(output.count))
            outputBytes += output
        }
    }

    /// The scratch space of a walk, reused from text to text.
    struct Buffers {
        fileprivate var inputs: [UInt8] = []
        fileprivate var written: [UInt8] = []
        /// The UTF-8 ``writeLatin(ofUTF8:buffers:)`` writes, at its start;
        /// longer than that, and kept from text to text, so that no text
        /// fills room with zeros or cuts it back.
        fileprivate(set) var latin: [UInt8] = []

        /// Makes `latin` at least `count` bytes long, doubling it when it
        /// grows (its bytes past what is written are of no use).
        fileprivate mutating func makeRoom(_ count: Int) {
            if latin.count < count { latin += repeatElement(0, count: max(count, 2 * latin.count) - latin.count) }
        }
    }

    /// Walks UTF-8 `text` word by word, as ``learn(_:buffers:pass:)`` does:
    /// each word's letters decomposed into inputs, then written
    /// (``write(_:into:ask:)``), asking `ask` each question not answered.
    /// False as soon as a letter or an answer is missing, or when the text
    /// has no letter.
    private func walk(_ text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers,
                      ask: (UInt64, ArraySlice<UInt8>, ArraySlice<UInt8>) -> [UInt8]?) -> Bool {
        var position = 0, letter = false
        while position < text.count {
            if text[position] == 0x20 {
                position += 1
                continue
            }
            guard let count = decompose(wordOf: text, at: &position, into: &buffers.inputs),
                  write(buffers.inputs, count: count, into: &buffers.written, ask: ask) else { return false }
            letter = true
        }
        return letter
    }

    /// Writes a word's inputs (the first `count` of `inputs`) as outputs,
    /// position by position: at each, the answer to its question, from the
    /// table or `ask` (given the question, the outputs before it and the
    /// inputs from it on).
    private func write(_ inputs: [UInt8], count: Int, into written: inout [UInt8],
                       ask: (UInt64, ArraySlice<UInt8>, ArraySlice<UInt8>) -> [UInt8]?) -> Bool {
        written.removeAll(keepingCapacity: true)
        let edge = classStride - 1
        for position in 0..<count {
            let question = question(of: inputs, count: count, at: position) { back in
                written.count > back ? Int(written[written.count - 1 - back]) : edge
            }
            if let index = answers.value(of: question) {
                let answer = answerList[Int(index)], start = Int(answer.outputs)
                written += answerOutputs[start..<(start + Int(answer.outputCount))]
                continue
            }
            let input = Int(inputs[position])
            guard let outputs = ask(question, written.suffix(Int(antes[input])),
                                    inputs[position..<min(position + Int(posts[input]), count)]) else { return false }
            written += outputs
        }
        return true
    }

    /// The question at `position` of a word's inputs (the first `count`):
    /// the input, the classes of the outputs before it (`output(back)`: the
    /// output `back` places before it, or the edge past the word's start),
    /// the inputs after it (255 past its end); the top bit keeps it nonzero.
    @inline(__always)
    private func question(of inputs: [UInt8], count: Int, at position: Int, output: (Int) -> Int) -> UInt64 {
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
