import Testing
@testable import CollateKit
import IndexedCollation
import TestSupport

/// The keys computed on the pipeline's thread, batch by batch, against one
/// batch of every string; records without a key stay out of the batches
/// and keep their place in the store.
@Suite struct KeyPipelineTests {
    @Test func batchesKeepInputOrder() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let names = (0..<5000).map { index in ["Ёлкин", "Zoë", "Αθηνά", "王小明", "42", "Иванов \(index % 13)"][index % 6] }
        let pipeline = KeyPipeline(collation: collation)
        for start in stride(from: 0, to: names.count, by: 1200) {
            var texts = UTF8TextBatch()
            for name in names[start..<min(start + 1200, names.count)] { texts.append(name) }
            pipeline.submit(&texts)
            #expect(texts.count == 0)
        }
        let (keys, report) = pipeline.finish()
        let expected = collation.collationKeyBatch(for: names)
        #expect(keys.count == names.count && report.unreadKanjiCount == 0)
        for index in names.indices { #expect(keys[index] == expected[index], "record \(index)") }
        #expect(pipeline.finish().keys.count == 0, "finish hands the keys over once")
    }

    /// Full batches whose texts repeat are keyed by their distinct texts,
    /// each once: every record still gets its own text's key, in order,
    /// whether the batch was searched for repeats or (after one with
    /// hardly any) was not.
    @Test func repeatedTextsGetTheirOwnKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let pool = ["Ёлкин", "Zoë", "Αθηνά", "王小明", "42", "", "Иванов", "иванов", "ИВАНОВ", "Ivanov", "Şahin"]
        var generator = SeededGenerator(seed: 3)
        // Batch 1: all repeats; batch 2: all distinct (the next ones go unsearched);
        // then repeats again, keyed one by one until a batch is searched again.
        let batches: [[String]] = [
            (0..<6_000).map { _ in pool.randomElement(using: &generator)! + " " + pool.randomElement(using: &generator)! },
            (0..<6_000).map { "Петров \($0)" },
        ] + (0..<9).map { _ in (0..<3_000).map { "Сидоров \($0 % 40) " + pool.randomElement(using: &generator)! } }
        let pipeline = KeyPipeline(collation: collation)
        for batch in batches {
            var texts = UTF8TextBatch()
            for name in batch { texts.append(name) }
            pipeline.submit(&texts)
            #expect(texts.count == 0)
        }
        let names = batches.flatMap { $0 }
        let (keys, report) = pipeline.finish()
        let expected = collation.collationKeyBatch(for: names)
        #expect(keys.count == names.count && report.unreadKanjiCount == 0)
        #expect(names.indices.allSatisfy { keys[$0] == expected[$0] })
    }

    /// After a batch with fewer than one repeat in 32 the next seven are
    /// keyed without searching; the eighth searches again.
    @Test func theRepeatWatchSkipsAfterABatchOfDistinctTexts() {
        var watch = RepeatWatch()
        var looked: [Bool] = []
        looked.append(watch.looks())
        watch.saw(repeats: 10, of: 1_000)
        for _ in 0..<8 { looked.append(watch.looks()) }
        watch.saw(repeats: 100, of: 1_000)
        for _ in 0..<2 { looked.append(watch.looks()) }
        #expect(looked == [true] + Array(repeating: false, count: 7) + [true, true, true])
    }

    /// (A name with a digit is not of the words case: it is placed through
    /// the memo, where words alone would be written from their table.)
    @Test func forgettingForeignStringsKeepsKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let pipeline = KeyPipeline(collation: collation)
        var texts = UTF8TextBatch()
        texts.append("Αθηνά 2")
        pipeline.submit(&texts)
        #expect(pipeline.memoCount == 1)
        pipeline.forgetForeignStrings()
        #expect(pipeline.memoCount == 0)
        texts.append("Αθηνά 2")
        pipeline.submit(&texts)
        let keys = pipeline.finish().keys
        #expect(keys.count == 2)
        #expect(keys[0] == keys[1])
        #expect(keys[0] == collation.collationKey(for: "Αθηνά 2"))
    }

    /// With a memo limit the memo of foreign strings starts afresh once it
    /// holds more than that, and counts toward what the pipeline holds;
    /// the keys are the same either way.
    @Test func aBoundedMemoStartsAfreshAndKeepsKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "en")
        let names = (0..<6000).map { "Иван \($0 % 1500)" }
        let (bounded, unbounded) = (KeyPipeline(collation: collation), KeyPipeline(collation: collation))
        bounded.memoLimit = 64 << 10
        var largest = 0
        for start in stride(from: 0, to: names.count, by: 1000) {
            for pipeline in [bounded, unbounded] {
                var texts = UTF8TextBatch()
                for name in names[start..<start + 1000] { texts.append(name) }
                pipeline.submit(&texts)
            }
            largest = max(largest, bounded.memoCount)
        }
        #expect(unbounded.memoCount == 1500)
        #expect(bounded.memoCount < 1500 && largest < 1500, "the bounded memo started afresh")
        #expect(bounded.heldFootprint > 0)
        let (a, b) = (bounded.finish().keys, unbounded.finish().keys)
        #expect(a.count == names.count && (0..<a.count).allSatisfy { a[$0] == b[$0] })
    }

    /// What the pipeline holds counts toward `--buffer-size` before the keys
    /// reach the store, and nothing once they have.
    @Test func heldMemoryIsCountedUntilHandedOver() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let pipeline = KeyPipeline(collation: collation)
        var texts = UTF8TextBatch()
        for index in 0..<3000 { texts.append("Иванов \(index)") }
        let textBytes = texts.texts.bytes.count
        pipeline.submit(&texts)
        #expect(pipeline.heldFootprint >= textBytes)
        let keys = pipeline.finish().keys
        #expect(keys.footprint >= keys.count * CollationKeyBatch.bytesPerKey)
        pipeline.releaseMemory()
        #expect(pipeline.heldFootprint == 0)
    }

    /// Records without a key (`--missing=last`) get no key: the store lists
    /// them apart, and every other record's key is its own, in order.
    @Test func recordsWithoutAKeyStayOutOfTheKeys() throws {
        let lines = (0..<40_000).map { $0 % 7 == 3 ? "{}" : "{\"k\": \"Иванов \($0 % 13)\"}" }
        let store = try ParserHarness.store(JSONLinesParser(keys: RecordKeys(key: FieldSelector("k"), reading: nil)),
                                            lines.joined(separator: "\n") + "\n", missingKey: .last)
        #expect(store.count == lines.count)
        #expect(store.unkeyed == lines.indices.filter { $0 % 7 == 3 })
        #expect(store.keys.count == lines.count - store.unkeyed.count)
        let expected = ParserHarness.collation.collationKeyBatch(for: lines.indices.filter { $0 % 7 != 3 }.map { "Иванов \($0 % 13)" })
        for key in 0..<store.keys.count {
            #expect(store.keys[key] == expected[key])
            #expect(store.keyPosition(ofRecord: store.record(ofKey: key)) == key)
        }
        for record in store.unkeyed { #expect(store.keyPosition(ofRecord: record) == nil) }
    }

    /// With Japanese readings the keys are computed while reading goes on,
    /// as for every other input: none reaches the store before the sink is
    /// flushed (keying in lockstep would have moved each batch's keys there).
    @Test func japaneseInputIsKeyedWhileReading() throws {
        let collation = try LocalizedIndexedCollation(locale: "ja")
        let sink = RecordSink(store: RecordStore(), collation: collation)
        let lines = (0..<(3 * KeyBatcher.batchSize)).map { ["田中", "やまだ", "髙橋", "Smith"][$0 % 4] }
        let bytes = Array(lines.joined(separator: "\n").utf8)
        var ranges: [Range<Int>] = [], start = 0
        for line in lines {
            ranges.append(start..<start + line.utf8.count)
            start += line.utf8.count + 1
        }
        var window = ReadWindow(file: 0, base: 0)
        _ = try bytes.withUnsafeBufferPointer { buffer in
            try sink.parse(in: &window) { () throws(InputFailure) in
                try sink.accept(buffer, keyedByItself: ranges)
                return buffer.count
            }
        }
        #expect(sink.store.count == lines.count)
        #expect(sink.store.keys.count == 0, "no batch was waited for")
        sink.flush()
        #expect(sink.store.keys.count == lines.count)
        if collation.readsJapanese {
            // 髙 is not in MeCab's dictionary: a quarter of the records, the first at line 3.
            #expect(sink.diagnostics.unreadKanjiRecords == lines.count / 4)
            #expect(sink.diagnostics.firstUnreadKanjiRecord?.record == 2 && sink.diagnostics.firstUnreadKanjiRecord?.line == 3)
        }
    }

    /// On glibc the allocator's tuning functions are found (elsewhere they
    /// are skipped, by design).
    @Test func allocatorTuningIsFoundOnLinux() {
        #if os(Linux)
        #expect(ProcessMemory.symbol("mallopt", as: ProcessMemory.Mallopt.self) != nil)
        #expect(ProcessMemory.symbol("malloc_trim", as: ProcessMemory.MallocTrim.self) != nil)
        #endif
    }
}
