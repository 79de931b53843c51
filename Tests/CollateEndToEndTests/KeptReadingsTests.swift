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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = Self.names()
        let arguments = ["-l", "zh-Hans"] + options
        // Relative paths: no cache directory at all.
        let without = try CollateRunner.run(arguments, stdin: names, environment: ["XDG_CACHE_HOME": "none", "HOME": "none"])
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
}
