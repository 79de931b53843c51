import Testing
@testable import CollateKit
import IndexedCollation

/// The keys computed on the pipeline's thread, batch by batch, with records
/// without a key between them, against one batch of every string.
@Suite struct KeyPipelineTests {
    @Test func batchesAndUnkeyedRecordsKeepInputOrder() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        // nil: a record without a key (`--missing=last`).
        let records: [String?] = (0..<5000).map { index in
            index % 7 == 3 ? nil : ["Ёлкин", "Zoë", "Αθηνά", "王小明", "42", "Иванов \(index % 13)"][index % 6]
        }
        let pipeline = KeyPipeline(collation: collation)
        for start in stride(from: 0, to: records.count, by: 1200) {
            let batch = records[start..<min(start + 1200, records.count)]
            var texts = UTF8TextBatch()
            var unkeyed: [Int] = []
            for (position, record) in batch.enumerated() {
                if let record { texts.append(record) } else { unkeyed.append(position) }
            }
            pipeline.submit(&texts, unkeyed: unkeyed)
            #expect(texts.isEmpty)
        }
        let keys = pipeline.finish()
        let expected = collation.collationKeyBatch(for: records.compactMap { $0 })
        #expect(keys.count == records.count)
        var keyed = 0
        for (index, record) in records.enumerated() {
            if record == nil {
                #expect(keys.section(at: index) == Int(RecordStore.unkeyed))
                #expect(keys.keyRange(index).isEmpty)
            } else {
                #expect(keys[index] == expected[keyed], "record \(index)")
                keyed += 1
            }
        }
        #expect(pipeline.finish().count == 0, "finish hands the keys over once")
    }

    @Test func forgettingForeignStringsKeepsKeys() throws {
        let collation = try LocalizedIndexedCollation(locale: "ru")
        let pipeline = KeyPipeline(collation: collation)
        var texts = UTF8TextBatch()
        texts.append("Αθηνά")
        pipeline.submit(&texts, unkeyed: [])
        #expect(pipeline.memoCount == 1)
        #expect(pipeline.lastTexts().string(0) == "Αθηνά")
        pipeline.forgetForeignStrings()
        #expect(pipeline.memoCount == 0)
        texts.append("Αθηνά")
        pipeline.submit(&texts, unkeyed: [])
        let keys = pipeline.finish()
        #expect(keys.count == 2)
        #expect(keys[0] == keys[1])
        #expect(keys[0] == collation.collationKey(for: "Αθηνά"))
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
