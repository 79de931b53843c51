import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
@testable import IndexedCollation

/// The first text of each script transliterated alone: the results are those
/// of one thread, and first meetings do not run at once.
@Suite struct ScriptFirstMeetingsTests {
    static let names = ["王小明", "김민준", "Παπαδόπουλος", "محمد", "अमित", "כהן", "สมชาย", "カタカナ", "ひらがな", "Иван", "Smith", "123"]

    @Test func manyThreadsGetWhatOneThreadGets() {
        let alone = Self.names.map { LibraryReuse.shared.builtInTransform(id: "Any-Latin").apply($0) }
        // A pool of its own, so that every script is met for the first time here.
        let pool = try! TransliteratorPool(id: "Any-Latin")
        let results = Mutex<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: Self.names.count * 4) { index in
            let name = index % Self.names.count
            let latin = pool.apply(Self.names[name])
            results.withLock { $0[index] = latin }
        }
        let together = results.withLock { $0 }
        for (index, latin) in together { #expect(latin == alone[index % Self.names.count]) }
        #expect(together.count == Self.names.count * 4)
    }

    @Test func firstMeetingsRunOneAtATimeAndLaterOnesAtOnce() {
        let meetings = ScriptFirstMeetings()
        let inside = Atomic<Int>(0), most = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            meetings.run(for: ["王", "김", "Π", "م", "अ", "כ", "ส", "カ"][index]) {
                let now = inside.add(1, ordering: .relaxed).newValue
                most.max(now, ordering: .relaxed)
                usleep(2_000)
                inside.subtract(1, ordering: .relaxed)
            }
        }
        #expect(most.load(ordering: .relaxed) == 1)
        // Scripts met already, and text of no script, pass straight through:
        // a call inside another's does not wait for it.
        meetings.run(for: "王") { meetings.run(for: "カ 123") {} }
    }
}
