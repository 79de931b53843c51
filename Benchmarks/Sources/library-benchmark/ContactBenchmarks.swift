// An app's contact list under `de`: 50,000 distinct names of German
// syllables (a fixed seed), kept as a live list and sorted by every form of
// comparator an app meets, each against `sortedArray` in the same run.
import Foundation
import IndexedCollation

struct Contact: Identifiable, Sendable, Equatable {
    let id: Int
    let name: String
}

/// Names of four German syllables, capitalized, from a seeded generator.
struct SyllableNames {
    private var generator: SplitMix
    private static let syllables = ["ba", "ce", "dö", "fa", "gü", "ha", "ka", "lo", "mä", "ne", "pa", "ri", "sa", "tü", "wo", "ze"]

    init(seed: UInt64) { generator = SplitMix(seed: seed) }

    mutating func next() -> String {
        (0..<4).map { _ in Self.syllables[Int(generator.next() % UInt64(Self.syllables.count))] }.joined().capitalized
    }

    /// `count` names, no two alike (at most 65,536).
    mutating func distinct(_ count: Int) -> [String] {
        var seen = Set<String>(), names: [String] = []
        while names.count < count {
            let name = next()
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }
}

/// One insert into a list of 50,000, on average over 1,000 inserts: into
/// the list alone, with the previous snapshot held (as a diffing data source
/// holds the list it shows), and with every snapshot kept (an undo stack).
/// The first change, which indexes the list by `id`, is made before timing.
func liveListMeasurements(_ collation: LocalizedIndexedCollation, contacts: [Contact], runs: Int) -> [Measurement] {
    var names = SyllableNames(seed: 7)
    func newList() -> SectionedList<Contact> {
        var list = collation.sectionedList(of: contacts, by: \.name)
        list.remove(id: 0)
        return list
    }
    func newcomers() -> [Contact] { (0..<1_000).map { Contact(id: 100_000 + $0, name: names.next()) } }
    var plain: [Double] = [], previousHeld: [Double] = [], allKept: [Double] = []
    for _ in 0..<runs {
        var list = newList(), arriving = newcomers()
        plain.append(seconds { for contact in arriving { sink &+= list.insert(contact).rowInsertions.count } } / 1_000 * 1e6)

        list = newList()
        arriving = newcomers()
        var shown = list
        previousHeld.append(seconds {
            for contact in arriving {
                shown = list
                sink &+= list.insert(contact).rowInsertions.count
            }
        } / 1_000 * 1e6)
        sink &+= shown.sections.count

        list = newList()
        arriving = newcomers()
        var snapshots: [SectionedList<Contact>] = []
        snapshots.reserveCapacity(arriving.count)
        allKept.append(seconds {
            for contact in arriving {
                snapshots.append(list)
                sink &+= list.insert(contact).rowInsertions.count
            }
        } / 1_000 * 1e6)
        sink &+= snapshots.count
    }
    let count = "\(contacts.count) distinct names"
    return [
        Measurement("SectionedList.insert, 50,000 contacts (de)", unit: "µs", samples: plain, note: "\(count); target: at most 100 µs"),
        Measurement("SectionedList.insert with the previous snapshot held, 50,000 contacts (de)", unit: "µs",
                    samples: previousHeld, note: "\(count); target: at most 100 µs"),
        Measurement("SectionedList.insert with every snapshot kept, 50,000 contacts (de)", unit: "µs", samples: allKept,
                    note: "\(count); an undo stack of 1,000 lists"),
        Measurement("insert with the previous snapshot held ÷ insert", unit: "ratio",
                    samples: zip(previousHeld, plain).map { $0 / $1 }, note: "each run's two averages"),
    ]
}

/// A generic caller: Swift cannot pick `CollationComparator`'s own
/// `sorted(using:)` here, so each comparison calls `compare(_:_:)`.
func sortedGenerically<Comparator: SortComparator>(_ elements: [Comparator.Compared], using comparator: Comparator) -> [Comparator.Compared] {
    elements.sorted(using: comparator)
}

/// The same with an array of comparators: Foundation's pairwise sort.
func sortedGenerically<Comparator: SortComparator>(_ elements: [Comparator.Compared], using comparators: [Comparator]) -> [Comparator.Compared] {
    elements.sorted(using: comparators)
}

/// `sortedArray` and the comparator forms over the same contacts, each form
/// with a new comparator (an empty cache) in each run, and each run's ratio
/// of each form to `sortedArray`. The forms Swift cannot resolve to the
/// library's own sorts (a generic caller, `KeyPathComparator`) go through
/// Foundation's pairwise sort, one `compare(_:_:)` per comparison; their
/// floor is that sort with `String`'s own order (`KeyPathComparator(\.name)`),
/// and each run's ratio to it says what the collation adds.
func comparatorMeasurements(_ collation: LocalizedIndexedCollation, contacts: [Contact], runs: Int) -> [Measurement] {
    typealias Form = (name: String, pairwise: Bool, sort: () -> Int)
    let floor: Form = ("floor: sorted(using: [KeyPathComparator(\\.name)]), String's own order", false, {
        contacts.sorted(using: [KeyPathComparator(\Contact.name)]).count
    })
    let forms: [Form] = [
        ("sortedArray", false, { collation.sortedArray(from: contacts, collationStringKeyPath: \.name).count }),
        ("sorted(using: comparator)", false, { contacts.sorted(using: collation.comparator(by: \.name)).count }),
        ("sorted(using: [comparator])", false, { contacts.sorted(using: [collation.comparator(by: \.name)]).count }),
        ("generic sorted(using: comparator)", true, { sortedGenerically(contacts, using: collation.comparator(by: \Contact.name)).count }),
        ("generic sorted(using: [comparator])", true, { sortedGenerically(contacts, using: [collation.comparator(by: \Contact.name)]).count }),
        ("sorted(using: [KeyPathComparator(\\.name, comparator:), KeyPathComparator(\\.id)])", true, {
            contacts.sorted(using: [KeyPathComparator(\Contact.name, comparator: collation.comparator(by: \String.self)),
                                    KeyPathComparator(\Contact.id)]).count
        }),
        floor,
    ]
    var samples = [[Double]](repeating: [], count: forms.count)
    for _ in 0..<runs {
        for (index, form) in forms.enumerated() { samples[index].append(seconds { sink &+= form.sort() }) }
    }
    let floorSamples = samples[forms.count - 1]
    var results = zip(forms, samples).map { form, samples in
        Measurement("\(form.name), 50,000 contacts (de)", unit: "s", samples: samples, note: "\(contacts.count) distinct names")
    }
    for (form, formSamples) in zip(forms, samples).dropFirst() {
        results.append(Measurement("\(form.name) ÷ sortedArray", unit: "ratio", samples: zip(formSamples, samples[0]).map { $0 / $1 },
                                   note: "each run's ratio"))
    }
    for (form, formSamples) in zip(forms, samples) where form.pairwise {
        results.append(Measurement("\(form.name) ÷ floor", unit: "ratio", samples: zip(formSamples, floorSamples).map { $0 / $1 },
                                   note: "each run's ratio; Foundation's pairwise sort with String's order = 1"))
    }
    return results
}

/// Both (or only the live list, or only the comparators), over 50,000 distinct contacts.
func contactMeasurements(runs: Int, only: String? = nil) throws -> [Measurement] {
    let de = try LocalizedIndexedCollation(locale: "de")
    var names = SyllableNames(seed: 22)
    let contacts = names.distinct(50_000).enumerated().map { Contact(id: $0.offset, name: $0.element) }
    return (only == "comparators" ? [] : liveListMeasurements(de, contacts: contacts, runs: runs))
        + (only == "live-list" ? [] : comparatorMeasurements(de, contacts: contacts, runs: runs))
}
