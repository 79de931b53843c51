import Foundation
import Testing

/// End-to-end: the built binary, its output, its errors and exit codes.
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

    @Test func localeFromTheEnvironment() throws {
        let result = try CollateRunner.run([], stdin: "Ёлкин\nSmith\n", environment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.stdout.hasPrefix("Е\n"))
        let overridden = try CollateRunner.run([], stdin: "Ёлкин\n", environment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "C"])
        #expect(overridden.stdout.hasPrefix("E\n"))
    }

    @Test func emptySectionsOnRequest() throws {
        let result = try CollateRunner.run(["--locale", "en", "--empty"], stdin: "b\n")
        #expect(result.stdout.components(separatedBy: "\n\n").count == 27)
    }

    @Test func unknownLocaleIsAUsageError() throws {
        let result = try CollateRunner.run(["--locale", "xx_YY"], stdin: "a\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown locale 'xx_YY'"))
        #expect(result.stderr.contains("Usage: collate"))
    }

    @Test func missingFilesAreAllReported() throws {
        let present = try CollateRunner.file("a\n")
        let result = try CollateRunner.run(["--locale", "en", "/nonexistent/one", present, "/nonexistent/two"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("/nonexistent/one"))
        #expect(result.stderr.contains("/nonexistent/two"))
    }

    @Test func badOptionsShowUsage() throws {
        for arguments in [["--frobnicate"], ["--locale"], ["--empty=yes"], ["--locale", "en", "--table", "x.json"]] {
            let result = try CollateRunner.run(arguments, stdin: "")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("Usage: collate"), "\(arguments)")
        }
    }

    @Test func helpAndVersion() throws {
        let help = try CollateRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("EXAMPLES:"))
        #expect(help.stdout.contains("EXIT CODES:"))
        let version = try CollateRunner.run(["--version"])
        #expect(version.stdout.hasPrefix("collate "))
        #expect(version.stdout.contains("ICU "))
    }

    @Test func invalidTableFile() throws {
        let table = try CollateRunner.file(#"{"id": "t", "collator": "xx_YY", "sectionTitles": ["A"]}"#, name: "t.json")
        let result = try CollateRunner.run(["--table", table], stdin: "a\n")
        #expect(result.status == 3)
        #expect(result.stderr.contains("collator"))
    }

    @Test func recordsComeOutExactlyAsTheyWentIn() throws {
        let input = "  spaced  \nTab\there\nÅsa\n"
        let result = try CollateRunner.run(["--locale", "en"], stdin: input)
        let records = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
        #expect(records.sorted() == ["  spaced  ", "Tab\there", "Åsa"].sorted())
    }
}
