/// Thai names as Thai writes them: words ICU's dictionary knows run
/// together without spaces (`สมชายใจดี`), so that its word break has real
/// work, now and then with a stray letter or mark; the words of a name
/// separated by one or two spaces.
public enum ThaiNames {
    /// Common parts of Thai given names and surnames, and the repetition
    /// and abbreviation marks.
    public static let parts = ["สมชาย", "ใจดี", "ประเสริฐ", "วงศ์", "สุข", "ศรี", "ทอง", "บุญ", "มา", "สมศักดิ์", "รัตน", "กุล",
                               "ชัย", "วัฒนา", "พงษ์", "สุวรรณ", "จันทร์", "แก้ว", "มณี", "นาง", "สาว", "เจริญ", "ทิพย์", "อรุณ",
                               "ๆ", "ฯ"]

    /// The letters and marks of the Thai block (every one of script Thai).
    public static let strays: [String] = (0x0E01...0x0E4E).compactMap(Unicode.Scalar.init).filter { scalar in
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }.map(String.init)

    public static func names(count: Int, using generator: inout SeededGenerator) -> [String] {
        (0..<count).map { _ in
            let words = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                var word = (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined()
                if Int.random(in: 0..<3, using: &generator) == 0 { word += strays.randomElement(using: &generator)! }
                return word
            }
            return words.joined(separator: Bool.random(using: &generator) ? " " : "  ")
        }
    }
}
