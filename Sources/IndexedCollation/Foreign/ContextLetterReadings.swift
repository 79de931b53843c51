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
    /// Per code point: its inputs.
    private var letters = CodePointTable()
    /// ``rules``' shape, copied flat so that a walk reads no class: per
    /// input its ante and post, and the class of each output then the edge.
    private var antes: [UInt8] = [], posts: [UInt8] = [], classes: [UInt8] = []
    private var classStride = 0
    /// Each output's UTF-8: its start in `outputBytes` shifted left by 8, or-ed with its length.
    private var outputRanges: [UInt32] = [], outputBytes: [UInt8] = []
    /// Per question (``write(_:into:ask:)``): where its answer's outputs
    /// start in `answerOutputs` shifted left by 8, or-ed with how many.
    private var answers = IntegerMap()
    private var answerOutputs: [UInt8] = []

    /// The questions answered.
    var count: Int { answers.count }

    /// The memory the table holds. O(1).
    var footprint: Int { letters.footprint + answers.footprint + answerOutputs.count + classes.count }

    /// Writes `Any-Latin` of UTF-8 `text` to `out`: its spaces as they are and
    /// each word written position by position, when the text holds at least
    /// one letter, only spaces besides, letters the table holds, and only
    /// questions it has answered. False otherwise (`out` may then hold part
    /// of a result). O(n) for n bytes, a look-up per input.
    func appendLatin(ofUTF8 text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8], buffers: inout Buffers) -> Bool {
        outputBytes.withUnsafeBufferPointer { bytes in
            walk(text, buffers: &buffers, ask: nil) { written in
                for output in written {
                    let range = outputRanges[Int(output)], start = Int(range >> 8)
                    for index in start..<(start + Int(range & 0xFF)) { out.append(bytes[index]) }
                }
            } space: {
                out.append(0x20)
            }
        }
    }

    /// Whether `text` begins (past its spaces) with a letter the table
    /// holds: it is of the script this table writes. O(its leading spaces).
    func beginsWithHeldLetter(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.firstCharacter(ofUTF8: text).map { letters.entry(of: $0) != nil } ?? false
    }

    /// The first character of UTF-8 `text` past its leading spaces; nil for
    /// none or ill-formed bytes. O(its leading spaces).
    static func firstCharacter(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard let first = text.firstIndex(where: { $0 != 0x20 }), let (value, _) = UTF8Scalar.decode(text, at: first) else { return nil }
        return value
    }

    /// Whether ``appendLatin(ofUTF8:to:buffers:)`` writes `text`. O(n) for n bytes.
    func appliesWhole(toUTF8 text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers) -> Bool {
        walk(text, buffers: &buffers, ask: nil, word: { _ in }, space: {})
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
            guard ICUCharacter.isLetter(scalar), let (script, pass) = pass(scalar), self.script == nil || self.script == script,
                  let inputs = pass.decomposition(of: scalar) else { return false }
            if rules == nil { adopt(pass, of: script) }
            guard letters.add(value, inputs) else { return false }
        }
        guard let rules else { return false }
        var asked: [(UInt64, [UInt8])] = []
        defer {
            for (question, outputs) in asked where answers.value(of: question) == nil && answerOutputs.count < 1 << 23 {
                answers.add(question, UInt32(answerOutputs.count) << 8 | UInt32(outputs.count))
                answerOutputs += outputs
            }
        }
        return walk(text, buffers: &buffers, ask: { question, written, inputs in
            // The walk goes on with the answer; it is remembered after it.
            guard let outputs = rules.read(written: written, inputs: inputs), outputs.count < 256 else { return nil }
            asked.append((question, outputs))
            return outputs
        }, word: { _ in }, space: {})
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
    }

    /// Walks UTF-8 `text` word by word: each word's letters decomposed into
    /// inputs, then written (``write(_:into:ask:)``), `word` given each
    /// word's outputs. False as soon as a letter or an answer is missing,
    /// or when the text has no letter.
    private func walk(_ text: UnsafeBufferPointer<UInt8>, buffers: inout Buffers,
                      ask: ((UInt64, ArraySlice<UInt8>, ArraySlice<UInt8>) -> [UInt8]?)?,
                      word: ([UInt8]) -> Void, space: () -> Void) -> Bool {
        var position = 0, letter = false
        while position < text.count {
            if text[position] == 0x20 {
                space()
                position += 1
                continue
            }
            buffers.inputs.removeAll(keepingCapacity: true)
            while position < text.count, text[position] != 0x20 {
                guard let (value, length) = UTF8Scalar.decode(text, at: position), let entry = letters.entry(of: value) else { return false }
                for index in entry { buffers.inputs.append(letters.bytes[index]) }
                position += length
            }
            letter = true
            guard write(buffers.inputs, into: &buffers.written, ask: ask) else { return false }
            word(buffers.written)
        }
        return letter
    }

    /// Writes a word's inputs as outputs, position by position: at each, the
    /// answer to its question, from the table or `ask` (given the question,
    /// the outputs before it and the inputs from it on).
    private func write(_ inputs: [UInt8], into written: inout [UInt8],
                       ask: ((UInt64, ArraySlice<UInt8>, ArraySlice<UInt8>) -> [UInt8]?)?) -> Bool {
        written.removeAll(keepingCapacity: true)
        let edge = classStride - 1
        for position in inputs.indices {
            let input = inputs[position], ante = Int(antes[Int(input)]), post = Int(posts[Int(input)])
            // The question: the input, the classes of the outputs before it
            // (the edge past the word's start), the inputs after it (255
            // past its end); the top bit keeps it nonzero.
            var question = UInt64(input) | 1 << 63
            let row = Int(input) * classStride
            for back in 0..<ante {
                let output = written.count > back ? Int(written[written.count - 1 - back]) : edge
                question |= UInt64(classes[row + output]) << (8 + 8 * back)
            }
            for ahead in 1..<post {
                let next = position + ahead < inputs.count ? inputs[position + ahead] : 255
                question |= UInt64(next) << (32 + 8 * ahead)
            }
            if let answer = answers.value(of: question) {
                let start = Int(answer >> 8)
                for index in start..<(start + Int(answer & 0xFF)) { written.append(answerOutputs[index]) }
            } else if let ask, let outputs = ask(question, written.suffix(ante), inputs[position..<min(position + post, inputs.count)]) {
                written += outputs
            } else {
                return false
            }
        }
        return true
    }
}
