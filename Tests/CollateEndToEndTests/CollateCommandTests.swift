import Foundation
import Testing
import TestSupport

/// End-to-end: the built binary on plain lines, in the bundled locales.
/// Formats, options, errors and conservation have their own suites.
@Suite struct CollateCommandTests {
    let names = "Жуков\n王芳\nSmith\nЁлкин\n42 Street\nfile10\nfile9\nÅngström\n"

    @Test func russianSections() throws {
        let result = try CollateRunner.run(["--locale", "ru", CollateRunner.file(names)])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Е
              Ёлкин

            Ж
              Жуков

            A
              Ångström

            F
              file9
              file10

            S
              Smith

            W
              王芳

            #
              42 Street

            """)
    }

    @Test func englishFromStdinAndDash() throws {
        for arguments in [["--locale", "en"], ["--locale=en", "-"]] {
            let result = try CollateRunner.run(arguments, stdin: "Zoë\r\nadam\n\nЖуков")
            #expect(result.status == 0)
            #expect(result.stdout == "A\n  adam\n\nZ\n  Zoë\n  Жуков\n")
        }
    }

    @Test func traditionalChineseStrokes() throws {
        let result = try CollateRunner.run(["--locale", "zh-Hant"], stdin: "王芳\n一\n陳\nSmith\n")
        #expect(result.stdout == "1 畫\n  一\n\n4 畫\n  王芳\n\n11 畫\n  陳\n\nS\n  Smith\n")
    }

    @Test func recordsComeOutExactlyAsTheyWentIn() throws {
        let input = "  spaced  \nTab\there\nÅsa\n"
        let result = try CollateRunner.run(["--locale", "en"], stdin: input)
        let records = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(records.sorted() == ["  spaced  ", "Tab\there", "Åsa"].sorted())
    }
}
