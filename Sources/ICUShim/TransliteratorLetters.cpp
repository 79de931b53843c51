// Words by letter: docs/transliteration.md ("Letters one by one") proves
// that a script's transliterator to Latin gives, on a word of letters that
// stand alone (icushim_letter_stands_alone), the concatenation of its
// results on each letter, when the transliterator is built as checked here:
// normalization to NFD or NFKD, then one pass of rules with no context
// whose keys never reach from one letter into the next, then NFC. The pass
// is read as ICU prints it.
#include "ICUShim.h"
#include "Support.h"

#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <new>
#include <vector>

namespace {

/// Letters and marks ([[:L:][:M:]]), built once: parsing a property pattern
/// costs ICU more than the check it serves.
const icu::UnicodeSet &lettersAndMarks() {
    static const icu::UnicodeSet set = [] {
        UErrorCode code = U_ZERO_ERROR;
        icu::UnicodeSet made(u"[[:L:][:M:]]", code);
        if (U_FAILURE(code)) made.clear();
        made.freeze();
        return made;
    }();
    return set;
}

/// Whether the character has a normalization boundary before it under NFC
/// whatever comes before it: composition never reaches back over it.
bool composesFresh(UChar32 c) {
    UErrorCode code = U_ZERO_ERROR;
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(code);
    return U_SUCCESS(code) && nfc->hasBoundaryBefore(c);
}

/// Reads the rule pass. A rule whose key cannot begin on a letter or a mark
/// never fires on a word of letters (which decomposes to letters and marks,
/// and whose rereadable outputs are letters and marks), whatever its
/// context. Every other rule: no context, no anchor, no quantifier; an
/// output of literal characters, which when reread are letters and marks.
/// (That NFC joins the letters' outputs as they are is checked on each
/// letter's result: icushim_text_composes_fresh.) A key whose elements after the first
/// are all characters that combine (canonical combining class not 0) stays
/// within one letter, since the next one's decomposition begins with one
/// that does not; for any other key, what its first element holds joins
/// `excluded`: a letter whose decomposition holds such a character does not
/// stand alone, and no reread output may hold one.
bool readRulePass(const icu::UnicodeString &rules, icu::UnicodeSet &excluded) {
    UErrorCode code = U_ZERO_ERROR;
    const icu::UnicodeSet &lettersAndMarks = ::lettersAndMarks();
    icu::UnicodeSet combining(u"[:^ccc=0:]", code);
    if (U_FAILURE(code) || lettersAndMarks.isEmpty()) return false;
    icu::UnicodeString reread;
    bool plain = icushim::forEachPlainForwardRule(rules, [&](const icushim::SourceElements &side, int32_t start, int32_t op, int32_t end) {
        size_t firstKey = 0;
        while (firstKey < side.elements.size() && side.zones[firstKey] != icushim::SourceElements::key) ++firstKey;
        // A rule with an empty key inserts its output wherever its context matches.
        bool fires = firstKey == side.elements.size() || side.elements[firstKey].first.containsSome(lettersAndMarks);
        if (!fires) return true;
        // An anchor, a cursor or a context brace.
        if (icushim::holdsOutsideSets(rules, start, op, u"^$|@{}")) return false;
        bool withinLetter = true;
        for (size_t i = 0; i < side.elements.size(); ++i) {
            const auto &[set, mandatory] = side.elements[i];
            if (side.zones[i] != icushim::SourceElements::key || !mandatory) return false;
            if (i > 0 && !combining.containsAll(set)) withinLetter = false;
        }
        if (!withinLetter) excluded.addAll(side.elements[0].first);
        bool rereads = false;
        icu::UnicodeString output;
        if (!icushim::readLiteralOutput(rules, op + 1, end, rereads, output)) return false;
        if (rereads) {
            if (!lettersAndMarks.containsAll(output)) return false;
            reread.append(output);
        }
        return true;
    });
    return plain && !excluded.containsSome(reread);
}

} // namespace

namespace icushim {

/// What a leaf of the transliterator does, read from the rules it prints.
Step stepOf(const icu::Transliterator &leaf) {
    icu::UnicodeString rules;
    leaf.toRules(rules, false);
    rules.toLower();
    if (rules == icu::UnicodeString(u"::nfd(nfc);") || rules == icu::UnicodeString(u"::nfd;")
        || rules == icu::UnicodeString(u"::nfkd(nfc);") || rules == icu::UnicodeString(u"::nfkd;")) return Step::decompose;
    if (rules == icu::UnicodeString(u"::nfc(nfd);") || rules == icu::UnicodeString(u"::nfc;")) return Step::compose;
    return rules.indexOf(u"::") < 0 ? Step::rules : Step::other;
}

/// The leaves of `transliterator` in order (a compound's elements, and
/// theirs), or false when one has a filter of its own.
bool addLeaves(const icu::Transliterator &transliterator, std::vector<const icu::Transliterator *> &leaves) {
    // A step is read as a leaf, through the rules it prints.
    std::vector<const icu::Transliterator *> parts = icushim::partsOf(transliterator);
    if (parts.empty()) {
        leaves.push_back(&transliterator);
        return true;
    }
    for (const icu::Transliterator *part : parts) {
        if (part->getFilter() != nullptr || !addLeaves(*part, leaves)) return false;
    }
    return true;
}

/// Reads a rule's output, from after its operator to its `;`, into
/// `output`: literal characters only, possibly after a cursor `|` (the pass
/// reads the output again: `rereads`). False for anything else (a
/// reference, a function, a cursor elsewhere).
bool readLiteralOutput(const icu::UnicodeString &rules, int32_t pos, int32_t end, bool &rereads, icu::UnicodeString &output) {
    rereads = false;
    bool quoted = false;
    for (; pos < end; ) {
        UChar32 c = rules.char32At(pos);
        if (quoted) {
            if (c == '\'') {
                if (pos + 1 < end && rules.charAt(pos + 1) == '\'') { output.append(c); pos += 2; continue; }
                quoted = false;
                ++pos;
                continue;
            }
            output.append(c);
            pos += U16_LENGTH(c);
            continue;
        }
        if (c == ';') break;
        if (icushim::isRuleSpace(c)) { ++pos; continue; }
        if (c == '\'') {
            if (pos + 1 < end && rules.charAt(pos + 1) == '\'') { output.append(c); pos += 2; continue; }
            quoted = true;
            ++pos;
            continue;
        }
        if (c == '|') {
            if (!output.isEmpty() || rereads) return false;
            rereads = true;
            ++pos;
            continue;
        }
        if (c == '\\') {
            int32_t next = pos + 1;
            UChar32 escaped = rules.unescapeAt(next);
            if (escaped < 0) return false;
            output.append(escaped);
            pos = next;
            continue;
        }
        if (c == '$' || c == '&' || c == '@' || c == '(' || c == ')' || c == '{' || c == '}' || c == '[' || c == ']'
            || c == '^' || c == '?' || c == '*' || c == '+' || c == '.') return false;
        output.append(c);
        pos += U16_LENGTH(c);
    }
    return true;
}

} // namespace icushim

icushim_charset *icushim_transliterator_letters_alone(const icushim_transliterator *transliterator, int32_t *status) {
    *status = U_ZERO_ERROR;
    std::vector<const icu::Transliterator *> leaves;
    if (!icushim::addLeaves(icushim::transliteratorOf(transliterator), leaves)) return nullptr;
    // Decomposition, one pass of rules, composition: in that order, nothing else.
    size_t index = 0, rulePasses = 0;
    while (index < leaves.size() && icushim::stepOf(*leaves[index]) == icushim::Step::decompose) ++index;
    if (index == 0) return nullptr;
    icu::UnicodeSet excluded;
    for (; index < leaves.size() && icushim::stepOf(*leaves[index]) == icushim::Step::rules; ++index, ++rulePasses) {
        icu::UnicodeString rules;
        leaves[index]->toRules(rules, true);
        if (!readRulePass(rules, excluded)) return nullptr;
    }
    if (rulePasses != 1 || index == leaves.size()) return nullptr;
    for (; index < leaves.size(); ++index) {
        if (icushim::stepOf(*leaves[index]) != icushim::Step::compose) return nullptr;
    }
    auto *set = new (std::nothrow) icushim_charset{};
    if (set == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    set->set = excluded;
    set->set.freeze();
    return set;
}

bool icushim_letter_stands_alone(int32_t codePoint, const icushim_charset *excluded) {
    if (codePoint < 0 || codePoint > 0x10FFFF || (U_GET_GC_MASK(codePoint) & U_GC_L_MASK) == 0) return false;
    UErrorCode code = U_ZERO_ERROR;
    const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(code);
    const icu::Normalizer2 *nfkd = icu::Normalizer2::getNFKDInstance(code);
    const icu::UnicodeSet &lettersAndMarks = ::lettersAndMarks();
    if (U_FAILURE(code) || lettersAndMarks.isEmpty()) return false;
    const icu::UnicodeString letter(codePoint);
    for (const icu::Normalizer2 *form : {nfd, nfkd}) {
        icu::UnicodeString decomposed = form->normalize(letter, code);
        if (U_FAILURE(code) || decomposed.isEmpty() || !lettersAndMarks.containsAll(decomposed)) return false;
        if (excluded->set.containsSome(decomposed)) return false;
        if (!composesFresh(decomposed.char32At(0))) return false;
    }
    return true;
}

bool icushim_text_composes_fresh(const char *utf8, int32_t length) {
    if (length == 0) return true;
    UErrorCode code = U_ZERO_ERROR;
    const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(code);
    if (U_FAILURE(code)) return false;
    icu::UnicodeString decomposed = nfd->normalize(icushim::fromUTF8(utf8, length), code);
    return U_SUCCESS(code) && !decomposed.isEmpty() && composesFresh(decomposed.char32At(0));
}
