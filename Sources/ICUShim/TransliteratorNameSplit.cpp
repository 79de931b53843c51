// Chinese person names by pieces: ICU's `Han-Latin/Names` marks the first Han
// character of each run, reads a marked character by its surname rules, and
// then runs `Han-Latin`. docs/transliteration.md, "Names by pieces", proves
// that a one-word name whose characters avoid two sets transforms as its
// first character alone (by the names transform) followed by each other
// character's `Han-Latin`. The proof reads the transform's structure and its
// marker passes as ICU 72.1 prints them; here they are checked to be exactly
// that, and the two sets are derived from the names pass's own rules.
#include "ICUShim.h"
#include "Support.h"

#include <algorithm>
#include <memory>
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

/// Reads the names pass: a rule's key joins `initial` when it has a
/// post-context, and `later` unless its only ante-context is the marker.
/// False when a rule's key is not one element without the space or the
/// marker (the proof covers no other).
bool readNamesPass(const icu::UnicodeString &rules, icu::UnicodeSet &initial, icu::UnicodeSet &later) {
    const icu::UnicodeSet marker(0xFDD1, 0xFDD1);
    return icushim::forEachPlainForwardRule(rules, [&](const icushim::SourceElements &side, int32_t, int32_t) {
        icu::UnicodeSet key;
        bool post = false, markerOnly = true;
        size_t anteCount = 0;
        for (size_t i = 0; i < side.elements.size(); ++i) {
            switch (side.zones[i]) {
            case icushim::SourceElements::ante:
                ++anteCount;
                markerOnly = markerOnly && side.elements[i].second && side.elements[i].first == marker;
                break;
            case icushim::SourceElements::key: key.addAll(side.elements[i].first); break;
            case icushim::SourceElements::post: post = true; break;
            }
        }
        // The proof needs keys of one character that is not the space or the marker.
        size_t keyCount = std::count(side.zones.begin(), side.zones.end(), icushim::SourceElements::key);
        if (keyCount != 1 || key.contains(0x20) || key.contains(0xFDD1)) return false;
        if (post) initial.addAll(key);
        if (anteCount != 1 || !markerOnly) later.addAll(key);
        return true;
    });
}

} // namespace

bool icushim_transliterator_name_split(const icushim_transliterator *transliterator, icushim_charset **initial, icushim_charset **later) {
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
    auto first = std::make_unique<icushim_charset>(), rest = std::make_unique<icushim_charset>();
    if (!readNamesPass(rulesOf(names.getElement(2, code)), first->set, rest->set) || U_FAILURE(code)) return false;
    // A character that may not begin a name may not follow in one either.
    rest->set.addAll(first->set);
    first->set.freeze();
    rest->set.freeze();
    if (first->set.isBogus() || rest->set.isBogus()) return false;
    *initial = first.release();
    *later = rest.release();
    return true;
}
