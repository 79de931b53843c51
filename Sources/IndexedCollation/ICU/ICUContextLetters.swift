import ICUShim

/// A script's transliterator to Latin read position by position
/// (docs/transliteration.md, "Letters with separators"): its rule pass, the
/// characters the pass reads (inputs) and writes (outputs), each named by a
/// small index, and how far the pass looks around each position. What the
/// pass writes at a position depends only on the input there, the next
/// inputs up to ``post(of:)``, and the classes (``classOf(output:before:)``)
/// of the last outputs up to ``ante(of:)``: a ``ContextLetterReadings``
/// asks ICU once per such question (``read(written:inputs:)``).
///
/// Thread safety: immutable once made; any number of threads may use it at
/// once (ICU runs one rule pass at a time in a process).
final class ICUContextLetters: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// The number of inputs.
    let inputCount: Int
    /// Each input character, by index.
    let inputs: [Unicode.Scalar]
    /// Each output's UTF-8, by index.
    let outputs: [[UInt8]]
    /// Per input: how many outputs before it and inputs from it on decide what is written there.
    private let antes: [UInt8], posts: [UInt8]
    /// Per input, the class of each output and then of the text's edge.
    private let classes: [UInt8]

    /// The index standing for the text's edge among the outputs read back.
    var edge: Int { outputs.count }

    /// Reads `transliterator`'s rules; nil when it is not built as the proof
    /// reads it or an output is a letter of `script` (a text so written
    /// could be the text itself). O(its rules' length).
    init?(_ transliterator: OpaquePointer, script: ICUScript) throws(ICUError) {
        var status: Int32 = 0
        let made = icushim_transliterator_context_letters(transliterator, &status)
        try ICUError.check(status, "reading the letters of a transliterator")
        guard let made else { return nil }
        pointer = made
        inputCount = Int(icushim_context_letters_input_count(made))
        // BMP characters, no surrogate (the shim checks).
        inputs = (0..<inputCount).map { Unicode.Scalar(UInt32(icushim_context_letters_input(made, Int32($0))))! }
        let outputCount = Int(icushim_context_letters_output_count(made))
        let scalars = (0..<outputCount).map { Unicode.Scalar(UInt32(icushim_context_letters_output(made, Int32($0))))! }
        outputs = scalars.map { Array(String($0).utf8) }
        var antes: [UInt8] = [], posts: [UInt8] = [], classes: [UInt8] = []
        var row = [UInt8](repeating: 0, count: outputCount + 1)
        for input in 0..<inputCount {
            var ante: Int32 = 0, post: Int32 = 0
            icushim_context_letters_shape(made, Int32(input), &ante, &post, &row)
            antes.append(UInt8(ante))
            posts.append(UInt8(post))
            classes += row
        }
        (self.antes, self.posts, self.classes) = (antes, posts, classes)
        guard !scalars.contains(where: { ICUCharacter.script(of: $0) == script }) else { return nil }
    }

    deinit { icushim_context_letters_close(pointer) }

    /// How many outputs before `input` (at most 4) decide what is written there. O(1).
    @inline(__always) func ante(of input: UInt8) -> Int { Int(antes[Int(input)]) }
    /// How many inputs from `input` on (1 to 3) decide it. O(1).
    @inline(__always) func post(of input: UInt8) -> Int { Int(posts[Int(input)]) }
    /// The class of `output` (or ``edge``) as the rules before `input` read it. O(1).
    @inline(__always) func classOf(output: Int, before input: UInt8) -> UInt8 {
        classes[Int(input) * (outputs.count + 1) + output]
    }

    /// `scalar`'s decomposition (as the transliterator's first step makes
    /// it) as inputs, or nil when it is not all inputs that are starters.
    func decomposition(of scalar: Unicode.Scalar) -> [UInt8]? {
        var inputs = [UInt8](repeating: 0, count: 32)
        let count = icushim_context_letters_decompose(pointer, Int32(scalar.value), &inputs, Int32(inputs.count))
        return count > 0 ? Array(inputs.prefix(Int(count))) : nil
    }

    /// What ICU's rule pass writes at the position before `inputs.first`,
    /// after `written` (outputs), with the other `inputs` after it; nil when
    /// the pass did not finish there. One rule pass of one character.
    func read(written: ArraySlice<UInt8>, inputs: ArraySlice<UInt8>) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: 64)
        let count = Array(written).withUnsafeBufferPointer { written in
            Array(inputs).withUnsafeBufferPointer { inputs in
                icushim_context_letters_read(pointer, written.baseAddress, Int32(written.count), inputs.baseAddress,
                                             Int32(inputs.count), &out, Int32(out.count))
            }
        }
        return count >= 0 ? Array(out.prefix(Int(count))) : nil
    }
}
