/// The kept table of ``ContextLetterReadings``: the letters a script's
/// transliterator writes position by position (Hangul's syllables under ICU
/// 72), each with its decomposition as the pass's inputs, and the questions
/// ICU's rule pass has answered, each with its outputs. Every entry is what
/// ICU gave for a letter or one position (docs/transliteration.md, "Letters
/// with separators"), a function of ICU's data alone: kept so that a later
/// process writes the texts of letters met before without decomposing one
/// letter or asking one question (100,000 Korean names: some 200 million
/// instructions, most of them on one thread while both cores could key).
/// A question spans two letters at most (a syllable's last jamo and the
/// next one's first): no name can be read from the file.
///
/// The lines: `script CODE`, `shape HEX` (``shape(of:)``: the inputs,
/// outputs and the shape of the pass whose indexes the entries use; a file
/// written by a pass numbered otherwise is not read), `letters N R` and R
/// lines of letters, `answers M R` and R lines of answers. A line of letters
/// is the first one's code point (hex), a space, and for each letter from
/// it on, one code point after another, its input count and its inputs; a
/// line of answers is, for each, its question (``ContextLetterReadings``'s
/// number: its bit layout is part of this format, 8 bytes), its output count
/// and its outputs; every byte two hex digits. Letters and questions are in
/// ascending order, so that a table gives one file. Few long lines, not a
/// line per entry: Hangul's syllables and 4,500 questions in 15,500 lines
/// took 33 million instructions to read, one line's bookkeeping more than
/// its digits.
/// Complexity: O(the table's size).
extension KeptCodecs {
    /// The most entries a line holds.
    private static let entriesPerLine = 256

    static func lines(ofContextLetters table: ContextLetterReadings) -> [String] {
        guard let script = table.script, let rules = table.rules else { return [] }
        var letterLines: [String] = [], line: [UInt8] = [], inLine = 0, next: UInt32 = 0
        func endLine(_ lines: inout [String]) {
            if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            (line, inLine) = ([], 0)
        }
        for letter in table.letters.scalars {
            if letter != next || inLine == entriesPerLine {
                endLine(&letterLines)
                appendHex(letter, to: &line)
                line.append(UInt8(ascii: " "))
            }
            let inputs = table.letters.bytes[table.letters.entry(of: letter)!]
            appendByte(UInt8(inputs.count), to: &line)
            for input in inputs { appendByte(input, to: &line) }
            (next, inLine) = (letter + 1, inLine + 1)
        }
        endLine(&letterLines)
        var answerLines: [String] = []
        for (question, index) in table.answers.entries {
            if inLine == entriesPerLine { endLine(&answerLines) }
            let answer = table.answerList[Int(index)], start = Int(answer.outputs)
            for shift in stride(from: 56, through: 0, by: -8) { appendByte(UInt8(truncatingIfNeeded: question >> UInt64(shift)), to: &line) }
            appendByte(answer.outputCount, to: &line)
            for output in table.answerOutputs[start..<(start + Int(answer.outputCount))] { appendByte(output, to: &line) }
            inLine += 1
        }
        endLine(&answerLines)
        return ["script \(script.code)", "shape \(String(shape(of: rules), radix: 16))",
                "letters \(table.letters.count) \(letterLines.count)"] + letterLines
            + ["answers \(table.answers.count) \(answerLines.count)"] + answerLines
    }

    /// The table of a file's lines, or nil unless they are what
    /// ``lines(ofContextLetters:)`` writes for `script`'s `pass`.
    static func contextLetters(_ lines: [Substring], pass: ICUContextLetters, script: ICUScript) -> ContextLetterReadings? {
        guard lines.count >= 4, lines[0] == "script \(script.code)", lines[1] == "shape \(String(shape(of: pass), radix: 16))",
              let (letterCount, letterLines) = counts(in: lines[2], named: "letters"), letterLines <= lines.count - 4,
              let (answerCount, answerLines) = counts(in: lines[3 + letterLines], named: "answers"),
              answerLines == lines.count - 4 - letterLines else { return nil }
        var table = ContextLetterReadings()
        table.adopt(pass, of: script)
        // Every line's bytes into one buffer, kept from line to line.
        var bytes: [UInt8] = []
        for line in lines[3..<(3 + letterLines)] {
            guard let space = line.utf8.firstIndex(of: UInt8(ascii: " ")), var letter = UInt32(line[..<space], radix: 16),
                  hexBytes(of: line[line.index(after: space)...], into: &bytes) else { return nil }
            var position = 0
            while position < bytes.count {
                // A letter of the script, decomposed into 1 to 32 inputs.
                let count = Int(bytes[position]), inputs = bytes[(position + 1)...].prefix(count)
                guard (1...32).contains(count), inputs.count == count, inputs.allSatisfy({ $0 < pass.inputCount }),
                      let scalar = Unicode.Scalar(letter), ICUCharacter.script(of: scalar) == script,
                      table.add(letter, inputs) else { return nil }
                position += 1 + count
                letter += 1
            }
        }
        for line in lines[(4 + letterLines)...] {
            guard hexBytes(of: line, into: &bytes) else { return nil }
            var position = 0
            while position < bytes.count {
                // A question never answered before, and its outputs.
                guard position + 9 <= bytes.count else { return nil }
                let question = bytes[position..<(position + 8)].reduce(0) { $0 << 8 | UInt64($1) }
                let count = Int(bytes[position + 8]), outputs = bytes[(position + 9)...].prefix(count)
                // Its low byte is the input it asks about (``ContextLetterReadings/question(of:count:at:output:)``).
                guard question >> 63 == 1, question & 0xFF < pass.inputCount, outputs.count == count,
                      outputs.allSatisfy({ $0 < pass.outputs.count }),
                      table.answers.value(of: question) == nil else { return nil }
                table.remember(question, Array(outputs))
                position += 9 + count
            }
        }
        guard table.letters.count == letterCount, table.answers.count == answerCount else { return nil }
        return table
    }

    /// A digest of what the entries' indexes mean: the pass's inputs and
    /// outputs in index order, and per input its ante, post and classes.
    static func shape(of pass: ICUContextLetters) -> UInt64 {
        var bytes: [UInt8] = []
        for input in pass.inputs { bytes += Array(String(input).utf8) + [0] }
        for output in pass.outputs { bytes += output + [0] }
        for input in 0..<pass.inputCount {
            let index = UInt8(input)
            bytes += [UInt8(pass.ante(of: index)), UInt8(pass.post(of: index))]
            bytes += (0...pass.edge).map { pass.classOf(output: $0, before: index) }
        }
        return checksum(bytes: bytes)
    }

    /// `NAME N R` read as (N, R); nil for any other line.
    private static func counts(in line: Substring, named name: String) -> (Int, Int)? {
        guard line.hasPrefix(name + " ") else { return nil }
        let numbers = fields(of: line.dropFirst(name.count + 1), separatedBy: " ")
        guard numbers.count == 2, let first = Int(numbers[0]), let second = Int(numbers[1]), first >= 0, second >= 0 else { return nil }
        return (first, second)
    }

    /// Appends `value` in lowercase hex, without leading zeros.
    private static func appendHex(_ value: UInt32, to line: inout [UInt8]) {
        line += Array(String(value, radix: 16).utf8)
    }
}
