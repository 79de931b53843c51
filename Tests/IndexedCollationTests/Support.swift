import Foundation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// A deterministic generator (SplitMix64), so property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random names over several scripts, digits and symbols.
func randomNames(count: Int, seed: UInt64) -> [String] {
    let alphabets: [[Character]] = [
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZåäöéèüßñçøœ"),
        Array("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ"),
        Array("αβγδεζηθικλμνξοπρστυφχψω"),
        Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐曾"),
        Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん"),
        Array("0123456789 -!#.,'"),
    ]
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
        let alphabet = alphabets.randomElement(using: &generator)!
        let length = Int.random(in: 0...8, using: &generator)
        return String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
