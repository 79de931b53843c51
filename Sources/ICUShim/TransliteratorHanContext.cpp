// Han text by character: docs/transliteration.md ("Han", and "The Han-Latin
// transform of zh-Hans") proves that `Han-Latin` of Han words is the join of
// each character's `Han-Latin`, except where a character whose reading
// depends on the next one is followed by that one. The proof reads the
// transform as ICU 72.1 prints it: `Han-Spacedhan()` (checked here character
// for character) and then one pass of rules whose keys are one element and
// which have no context, but for rules of the form `{X}' '?Y`. Here that is
// checked, and the pairs (X, Y) are read from those rules.
#include "ICUShim.h"
#include "Support.h"

#include <unicode/translit.h>
#include <unicode/uniset.h>
#include <vector>

namespace {

/// `Han-Spacedhan()`'s rules as ICU 72.1 prints them, which the proof reads.
const char16_t *const spacedHan =
    u"::[[\\u3192-\\u319F\\u3220-\\u3247\\u3280-\\u32B0\\u32C0-\\u32CB\\u3358-\\u3370\\u337B-\\u337F\\u33E0-\\u33FE "
    u"\\U0001F210-\\U0001F212\\U0001F214-\\U0001F23A\\U0001F240-\\U0001F248\\U0001F250\\U0001F251][:ideographic:][:sc=han:]] nfkc;\n"
    u"::fullwidth-halfwidth;\n"
    u"\\uFF61 > '.';\n"
    u"[[:Ideographic:][.,\\:;?!\\uFF0E\\uFF0C\\uFF1A\\uFF1F\\uFF01\\uFF61\\u3001\\uFF1B[:Pe:][:Pf:]]]{}[:Letter:] > ' ';\n"
    u"[:Letter:][:Mark:]*{}[[:Ideographic:][:Ps:][:Pi:]] > ' ';";

/// One character, neither the space nor the edge of the text (ether).
bool isOneCharacter(const icu::UnicodeSet &set) {
    return set.size() == 1 && !set.contains(0x20) && !set.contains(0xFFFF);
}

/// Reads the pinyin pass: every rule is `key > output` with one element as
/// its key (holding neither the space nor ether), or `{X}' '?Y > output`
/// with X and Y single characters, whose (X, Y) joins `pairs`. False for
/// any other rule.
bool readPinyinPass(const icu::UnicodeString &rules, std::vector<int32_t> &pairs) {
    const icu::UnicodeSet space(0x20, 0x20);
    return icushim::forEachPlainForwardRule(rules, [&](const icushim::SourceElements &side, int32_t start, int32_t /*op*/, int32_t end) {
        // An anchor (`^`, `$`), a cursor (`|`, `@`) or a `::` step: the proof covers none.
        if (icushim::holdsOutsideSets(rules, start, end, u"^$|@:")) return false;
        const auto &elements = side.elements;
        const auto &zones = side.zones;
        if (elements.size() == 1) {
            const icu::UnicodeSet &key = elements[0].first;
            return zones[0] == icushim::SourceElements::key && elements[0].second && !key.contains(0x20) && !key.contains(0xFFFF);
        }
        if (elements.size() == 3 && zones[0] == icushim::SourceElements::key && zones[1] == icushim::SourceElements::post
            && zones[2] == icushim::SourceElements::post && elements[0].second && !elements[1].second
            && elements[1].first == space && elements[2].second && isOneCharacter(elements[0].first)
            && isOneCharacter(elements[2].first)) {
            pairs.push_back(elements[0].first.charAt(0));
            pairs.push_back(elements[2].first.charAt(0));
            return true;
        }
        return false;
    });
}

} // namespace

int32_t icushim_transliterator_han_context(const icushim_transliterator *transliterator, int32_t *pairs, int32_t capacity) {
    const icu::Transliterator &whole = icushim::transliteratorOf(transliterator);
    UErrorCode code = U_ZERO_ERROR;
    if (whole.countElements() != 2) return -1;
    const icu::Transliterator &spacing = whole.getElement(0, code), &pinyin = whole.getElement(1, code);
    if (U_FAILURE(code) || spacing.getID() != icu::UnicodeString(u"Han-Spacedhan()") || pinyin.countElements() != 0) return -1;
    icu::UnicodeString spacingRules, pinyinRules;
    spacing.toRules(spacingRules, true);
    if (spacingRules != icu::UnicodeString(true, spacedHan, -1)) return -1;
    pinyin.toRules(pinyinRules, true);
    std::vector<int32_t> found;
    if (!readPinyinPass(pinyinRules, found)) return -1;
    int32_t count = static_cast<int32_t>(found.size() / 2);
    if (pairs != nullptr && capacity >= 2 * count) std::copy(found.begin(), found.end(), pairs);
    return count;
}
