import Foundation
import Testing
import TestSupport

/// `collate -l zh-Hans` with its cache directory: the run that writes the
/// Han readings, the run that reads them, and a run whose readings file was
/// tampered with all print what a run without any cache prints.
@Suite struct KeptReadingsTests {
    /// Common surnames and given-name characters, the four whose reading
    /// depends on the next character and those next characters, and
    /// characters the person-names transform reads.
    static let characters = Array("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤明华伟芳娜敏静丽强磊军洋勇艳杰娟涛超秀霞平刚桂英藏重秘文庆阳鲁令狐长单解查")

    static func names() -> String {
        var generator = SeededGenerator(seed: 3301)
        return (0..<2000).map { _ in
            String((0..<Int.random(in: 2...3, using: &generator)).map { _ in characters.randomElement(using: &generator)! })
        }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [[], ["--names"]])
    func keptReadingsPrintWhatARunWithoutThemPrints(options: [String]) throws {
        let directory = try CollateRunner.directory().path
        let names = Self.names()
        let arguments = ["-l", "zh-Hans"] + options
        // Cold: no cache directory at all.
        let without = try CollateRunner.run(arguments, stdin: names, environment: ["COLLATE_CACHE_DIR": ""])
        #expect(without.status == 0, "\(without.stderr)")
        let cache = ["XDG_CACHE_HOME": directory]
        let first = try CollateRunner.run(arguments, stdin: names, environment: cache)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/collate")
        let readings = try #require(files.first { $0.hasPrefix("transform-pieces-") }, "\(files)")
        let second = try CollateRunner.run(arguments, stdin: names, environment: cache)
        #expect(first.stdout == without.stdout && second.stdout == without.stdout)
        // A reading changed behind the checksum's back: the file is ignored.
        let path = directory + "/collate/" + readings
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\twáng\n", with: "\tàà\n").write(toFile: path, atomically: true, encoding: .utf8)
        let tampered = try CollateRunner.run(arguments, stdin: names, environment: cache)
        #expect(tampered.stdout == without.stdout)
        #expect(text.contains("\twáng\n"))
    }

    /// The HTML page's search keys take Han characters' readings from the
    /// kept pieces when an earlier run kept them (`Any-Latin`'s under `ru`,
    /// `Han-Latin`'s for a Chinese page's syllables): the page is the one a
    /// run without any cache writes.
    @Test(arguments: ["ru", "zh-Hans"])
    func aPageWithKeptReadingsIsThePageWithout(locale: String) throws {
        let directory = try CollateRunner.directory().path
        let names = Self.names() + "Anna\nПётр Жуков\n"
        let arguments = ["-l", locale, "-f", "html"]
        let without = try CollateRunner.run(arguments, stdin: names, environment: ["COLLATE_CACHE_DIR": ""])
        #expect(without.status == 0, "\(without.stderr)")
        let cache = ["XDG_CACHE_HOME": directory]
        let first = try CollateRunner.run(arguments, stdin: names, environment: cache)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/collate")
        #expect(files.contains { $0.hasPrefix("transform-pieces-") }, "\(files)")
        let second = try CollateRunner.run(arguments, stdin: names, environment: cache)
        #expect(first.stdout == without.stdout)
        #expect(second.stdout == without.stdout)
    }

    /// `--no-cache` and an empty `COLLATE_CACHE_DIR` read and write no file
    /// anywhere; a named `COLLATE_CACHE_DIR` is used as it is, and a second
    /// run reads what the first wrote.
    @Test func theSwitchTurnsKeptFilesOffAndOn() throws {
        let home = try CollateRunner.directory().path, named = try CollateRunner.directory().path + "/mine"
        let names = "张伟\nZoe\n王芳\n"
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/xdg"]
        let off = try CollateRunner.run(["--no-cache", "-l", "zh-Hans", "--names"], stdin: names, environment: environment)
        let empty = try CollateRunner.run(["-l", "zh-Hans", "--names"], stdin: names,
                                          environment: environment.merging(["COLLATE_CACHE_DIR": ""]) { $1 })
        #expect(off.status == 0 && empty.status == 0 && off.stdout == empty.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        let first = try CollateRunner.run(["-l", "zh-Hans", "--names"], stdin: names,
                                          environment: environment.merging(["COLLATE_CACHE_DIR": named]) { $1 })
        #expect(first.stdout == off.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        let kept = try FileManager.default.contentsOfDirectory(atPath: named)
        #expect(kept.contains { $0.hasPrefix("transform-reach-") } && kept.contains { $0.hasPrefix("transform-pieces-") }, "\(kept)")
        // The second run reads them: a file removed is written again, the others are not rewritten.
        let reach = try #require(kept.first { $0.hasPrefix("transform-reach-Han_Latin-") })
        let before = try FileManager.default.attributesOfItem(atPath: named + "/" + reach)[.modificationDate] as? Date
        let pieces = try #require(kept.first { $0.hasPrefix("transform-pieces-Han_Latin-") })
        try FileManager.default.removeItem(atPath: named + "/" + pieces)
        let second = try CollateRunner.run(["-l", "zh-Hans", "--names"], stdin: names,
                                           environment: environment.merging(["COLLATE_CACHE_DIR": named]) { $1 })
        #expect(second.stdout == off.stdout)
        #expect(try FileManager.default.attributesOfItem(atPath: named + "/" + reach)[.modificationDate] as? Date == before)
        #expect(FileManager.default.fileExists(atPath: named + "/" + pieces))
    }
}
