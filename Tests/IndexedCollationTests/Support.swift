import Foundation
import TestSupport
@testable import IndexedCollation

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

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

/// `Han-Latin`'s context, as the process's owner of kept state gives it.
let hanLatinContext = LibraryReuse.shared.hanContext
