// Chinese person names by pieces: ICU's `Han-Latin/Names` marks the first Han
// character of each run, reads a marked character by its surname rules, and
// then runs `Han-Latin`. docs/transliteration.md, "Names by pieces", proves
// that a one-word name whose characters avoid two sets transforms as its
// first character alone (by the names transform) followed by each other
// character's `Han-Latin`, or for a character the names pass reads anywhere
// that pass's reading. The proof reads the transform's structure and its
// marker passes as ICU 72.1 prints them; here they are checked to be exactly
// that, and the sets, pairs and readings are derived from the names pass's
// own rules.
#include "ICUShim.h"
#include "Support.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>
#include <unicode/translit.h>
#include <unicode/uniset.h>

namespace {

/// The printed rules of the passes around the names pass, as proven.
const char16_t *const markerInsertion = u"[:^script=Han:]{([:script=Han:])} > \\uFDD1 $1 ;";
const char16_t *const markerRemoval = u"[^$]{\\uFDD1} > ' ';\n\\uFDD1 > ;";
const char16_t *const elementIDs[] = {u"%Pass", u"Han-Spacedhan()", u"%Pass", u"Null()", u"%Pass", u"Han-Latin()"};

/// A constant above as an ICU string (read-only alias, no copy).
icu::UnicodeString text(const char16_t *constant) {
    return icu::UnicodeString(true, constant, -1);
}

icu::UnicodeString rulesOf(const icu::Transliterator &transliterator) {
    icu::UnicodeString rules;
    transliterator.toRules(rules, true);
    return rules;
}

/// What the names pass says of a split name (docs/transliteration.md,
/// "Names by pieces"), read rule by rule in order.
struct NamesPass {
    /// Characters that may not begin a split name: a rule of theirs has a
    /// post-context other than `' '?Y`.
    icu::UnicodeSet initial;
    /// Characters that may not follow in one: a rule of theirs can fire
    /// after a space and is neither key-only nor `{X}' '?Y` (with `initial`).
    icu::UnicodeSet later;
    /// (X, Y) of each rule `{X}' '?Y` (with or without the marker before):
    /// a name where X is directly followed by Y is not split.
    std::vector<int32_t> pairs;
    /// Characters read the same after a space wherever they stand: the
    /// output of the first rule of theirs that can fire there, key-only,
    /// one character as its key, Latin letters and marks as its output.
    std::vector<std::pair<UChar32, icu::UnicodeString>> laterReadings;
};

/// Whether `element` is the one character `c` (mandatory), and which.
bool isOneCharacter(const std::pair<icu::UnicodeSet, bool> &element, UChar32 &c) {
    if (!element.second || element.first.size() != 1 || element.first.contains(0xFFFF)) return false;
    c = element.first.charAt(0);
    return true;
}

/// Reads the names pass into `pass`. False when a rule's key is not one
/// element without the space or the marker (the proof covers no other).
bool readNamesPass(const icu::UnicodeString &rules, NamesPass &pass) {
    const icu::UnicodeSet marker(0xFDD1, 0xFDD1), space(0x20, 0x20);
    UErrorCode code = U_ZERO_ERROR;
    const icu::UnicodeSet latinOutput(u"[[[:Latin:][:Inherited:]]&[[:L:][:M:]]]", code);
    if (U_FAILURE(code)) return false;
    // Characters whose reading after a space is settled by an earlier rule.
    icu::UnicodeSet decided;
    return icushim::forEachPlainForwardRule(rules, [&](const icushim::SourceElements &side, int32_t start, int32_t /*op*/, int32_t end) {
        std::vector<const std::pair<icu::UnicodeSet, bool> *> ante, key, post;
        for (size_t i = 0; i < side.elements.size(); ++i) {
            switch (side.zones[i]) {
            case icushim::SourceElements::ante: ante.push_back(&side.elements[i]); break;
            case icushim::SourceElements::key: key.push_back(&side.elements[i]); break;
            case icushim::SourceElements::post: post.push_back(&side.elements[i]); break;
            }
        }
        // The proof needs keys of one character that is not the space or the marker.
        if (key.size() != 1 || key[0]->first.contains(0x20) || key[0]->first.contains(0xFDD1)) return false;
        const icu::UnicodeSet &keySet = key[0]->first;
        bool markerOnly = ante.size() == 1 && ante[0]->second && ante[0]->first == marker;
        UChar32 x = 0, y = 0;
        if (!post.empty()) {
            bool pairShape = (ante.empty() || markerOnly) && post.size() == 2 && !post[0]->second && post[0]->first == space
                && isOneCharacter(*key[0], x) && isOneCharacter(*post[1], y);
            if (pairShape) {
                pass.pairs.push_back(x);
                pass.pairs.push_back(y);
            } else {
                pass.initial.addAll(keySet);
                pass.later.addAll(keySet);
            }
            return true;
        }
        if (markerOnly) return true;  // fires only at a name's start
        if (ante.empty() && isOneCharacter(*key[0], x) && !decided.contains(x)) {
            // Key-only: fires after a space whatever comes before or after.
            icushim::SourceElements source;
            int32_t op = icushim::parseSource(rules, start, source);
            bool rereads = false;
            icu::UnicodeString output;
            decided.add(x);
            if (op >= 0 && icushim::readLiteralOutput(rules, op + 1, end, rereads, output) && !rereads && !output.isEmpty()
                && latinOutput.containsAll(output)) {
                pass.laterReadings.emplace_back(x, output);
            } else {
                pass.later.add(x);
            }
            return true;
        }
        if (!(ante.empty() && keySet.size() == 1 && decided.containsAll(keySet))) pass.later.addAll(keySet);
        return true;
    });
}

} // namespace

bool icushim_transliterator_name_split(const icushim_transliterator *transliterator, icushim_charset **initial, icushim_charset **later,
                                       int32_t *pairs, int32_t pairCapacity, int32_t *pairCount,
                                       char *readings, int32_t readingsCapacity, int32_t *readingsLength) {
    const icu::Transliterator &whole = icushim::transliteratorOf(transliterator);
    UErrorCode code = U_ZERO_ERROR;
    if (whole.countElements() != 2 || whole.getElement(0, code).getID() != text(u"Han-Latin/Names")
        || whole.getElement(1, code).getID() != text(u"Han-Latin") || U_FAILURE(code)) return false;
    const icu::Transliterator &names = whole.getElement(0, code);
    if (names.countElements() != 6) return false;
    for (int32_t i = 0; i < 6; ++i) {
        // ICU numbers anonymous passes after their name: "%Pass" and a character.
        const icu::UnicodeString &id = names.getElement(i, code).getID(), expected = text(elementIDs[i]);
        // A clone names the null step "Any-Null" where the original says "Null()".
        bool matches = expected == u"%Pass" ? id.startsWith(expected) && id.length() == expected.length() + 1
            : id == expected || (expected == u"Null()" && id == u"Any-Null");
        if (!matches || U_FAILURE(code)) return false;
    }
    if (rulesOf(names.getElement(0, code)) != text(markerInsertion) || rulesOf(names.getElement(4, code)) != text(markerRemoval)) return false;
    NamesPass pass;
    if (!readNamesPass(rulesOf(names.getElement(2, code)), pass) || U_FAILURE(code)) return false;
    auto first = std::make_unique<icushim_charset>(), rest = std::make_unique<icushim_charset>();
    first->set = pass.initial;
    // A character that may not begin a name may not follow in one either.
    rest->set = pass.later;
    rest->set.addAll(pass.initial);
    first->set.freeze();
    rest->set.freeze();
    if (first->set.isBogus() || rest->set.isBogus()) return false;
    *pairCount = static_cast<int32_t>(pass.pairs.size() / 2);
    if (pairs != nullptr && pairCapacity >= 2 * *pairCount) std::copy(pass.pairs.begin(), pass.pairs.end(), pairs);
    // Each reading as its character, a tab and the reading, then NUL.
    std::vector<std::string> entries;
    for (const auto &[character, reading] : pass.laterReadings) {
        entries.push_back(icushim::toUTF8(icu::UnicodeString(character)) + "\t" + icushim::toUTF8(reading));
    }
    *readingsLength = icushim::copyOutList(entries, readings, readingsCapacity);
    *initial = first.release();
    *later = rest.release();
    return true;
}
