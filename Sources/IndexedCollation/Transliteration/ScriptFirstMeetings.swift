import Synchronization

/// Lets one thread at a time be the first to transliterate a script with an
/// `Any-…` transliterator, so that ICU compiles each script's rules once.
///
/// ICU's `AnyTransliterator` builds the transliterator of a script (`Han-Latin`,
/// `Greek-Latin`, …) the first time it meets a text of that script, and ICU
/// compiles that script's rules the first time any instance asks for them,
/// then keeps them in its registry for every later instance. Nothing stops
/// two threads from compiling the same rules at once: each clone of a pool
/// meeting Han together compiled `Han-Latin`'s 1,469 rules (some 840 million
/// instructions) again. A text holding a script no earlier call has
/// finished is therefore transliterated under one lock; once its call
/// returns, the script's rules are in the registry, and a clone that meets it
/// later only instantiates them (some 2 million instructions for `Han-Latin`).
///
/// Thread safety: any number of threads may call ``run(for:_:)`` at once.
/// Cost: one script look-up per scalar and one atomic load per script
/// run; the lock only while scripts are met for the first time.
final class ScriptFirstMeetings: Sendable {
    /// The scripts met and finished, one bit per ICU script code below 256
    /// (ICU numbers fewer than 256); a higher code is never counted as met.
    private let met0 = Atomic<UInt64>(0), met1 = Atomic<UInt64>(0), met2 = Atomic<UInt64>(0), met3 = Atomic<UInt64>(0)
    private let firstMeeting = Mutex<Void>(())

    init() {
        // Characters of no script of their own (digits, punctuation, marks)
        // take the script of their neighbours: they need no transliterator.
        markMet([.common, .inherited, .unknown])
    }

    /// Runs `transliterate`, which transliterates `text`: alone under the
    /// lock when `text` holds a script not met yet, at once otherwise.
    func run<Result>(for text: String, _ transliterate: () -> Result) -> Result {
        let new = newScripts(in: text)
        guard !new.isEmpty else { return transliterate() }
        return firstMeeting.withLock { _ in
            defer { markMet(new) }
            return transliterate()
        }
    }

    /// The scripts of `text` not met yet, each once (a text holds few). O(n).
    private func newScripts(in text: String) -> [ICUScript] {
        var new: [ICUScript] = []
        var last = ICUScript.common
        for scalar in text.unicodeScalars {
            let script = ICUCharacter.script(of: scalar)
            if script == last { continue }
            last = script
            if !isMet(script), !new.contains(script) { new.append(script) }
        }
        return new
    }

    private func metBits(_ word: Int) -> UInt64 {
        switch word {
        case 0: met0.load(ordering: .acquiring)
        case 1: met1.load(ordering: .acquiring)
        case 2: met2.load(ordering: .acquiring)
        default: met3.load(ordering: .acquiring)
        }
    }

    private func addMet(_ bit: UInt64, word: Int) {
        switch word {
        case 0: met0.bitwiseOr(bit, ordering: .releasing)
        case 1: met1.bitwiseOr(bit, ordering: .releasing)
        case 2: met2.bitwiseOr(bit, ordering: .releasing)
        default: met3.bitwiseOr(bit, ordering: .releasing)
        }
    }

    private func isMet(_ script: ICUScript) -> Bool {
        let code = Int(script.rawValue)
        guard (0..<256).contains(code) else { return false }
        return metBits(code >> 6) & (1 << UInt64(code & 63)) != 0
    }

    private func markMet(_ scripts: [ICUScript]) {
        for script in scripts {
            let code = Int(script.rawValue)
            guard (0..<256).contains(code) else { continue }
            addMet(1 << UInt64(code & 63), word: code >> 6)
        }
    }
}
