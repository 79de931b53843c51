import ByteMachinery

extension ContextLetterReadings {
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
    mutating func add<Inputs: Collection<UInt8>>(_ letter: UInt32, _ inputs: Inputs) -> Bool {
        guard letters.add(letter, inputs) else { return false }
        longestLetter = max(longestLetter, inputs.count)
        return true
    }

    /// Enters `outputs` as the answer to `question`, unless the table has
    /// grown too large to address them.
    mutating func remember(_ question: UInt64, _ outputs: [UInt8]) {
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
        let input = Int(question & 0xFF)
        if antes[input] == 0, posts[input] == 1 { aloneAnswers[input] = Int32(answerList.count) }
        answers.add(question, UInt32(answerList.count))
        answerList.append(Answer(outputs: UInt32(answerOutputs.count), outputCount: UInt8(outputs.count), tail: tail,
                                 bytes: UInt32(bytes), byteCount: UInt16(answerBytes.count - bytes)))
        answerOutputs += outputs
    }

    mutating func adopt(_ pass: ICUContextLetters, of script: ICUScript) {
        (self.script, rules) = (script, pass)
        classStride = pass.edge + 1
        aloneAnswers = Array(repeating: -1, count: pass.inputCount)
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
}
