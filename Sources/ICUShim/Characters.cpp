#include "ICUShim.h"
#include "Support.h"

#include <memory>
#include <vector>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uniset.h>
#include <unicode/unorm2.h>
#include <unicode/usetiter.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>

static_assert(ICUSHIM_SCRIPT_COMMON == USCRIPT_COMMON);
static_assert(ICUSHIM_SCRIPT_INHERITED == USCRIPT_INHERITED);
static_assert(ICUSHIM_SCRIPT_ARABIC == USCRIPT_ARABIC);
static_assert(ICUSHIM_SCRIPT_CYRILLIC == USCRIPT_CYRILLIC);
static_assert(ICUSHIM_SCRIPT_DEVANAGARI == USCRIPT_DEVANAGARI);
static_assert(ICUSHIM_SCRIPT_GREEK == USCRIPT_GREEK);
static_assert(ICUSHIM_SCRIPT_HAN == USCRIPT_HAN);
static_assert(ICUSHIM_SCRIPT_HANGUL == USCRIPT_HANGUL);
static_assert(ICUSHIM_SCRIPT_BOPOMOFO == USCRIPT_BOPOMOFO);
static_assert(ICUSHIM_SCRIPT_HEBREW == USCRIPT_HEBREW);
static_assert(ICUSHIM_SCRIPT_HIRAGANA == USCRIPT_HIRAGANA);
static_assert(ICUSHIM_SCRIPT_KATAKANA == USCRIPT_KATAKANA);
static_assert(ICUSHIM_SCRIPT_LATIN == USCRIPT_LATIN);
static_assert(ICUSHIM_SCRIPT_THAI == USCRIPT_THAI);
static_assert(ICUSHIM_SCRIPT_ARMENIAN == USCRIPT_ARMENIAN);
static_assert(ICUSHIM_SCRIPT_BENGALI == USCRIPT_BENGALI);
static_assert(ICUSHIM_SCRIPT_GEORGIAN == USCRIPT_GEORGIAN);
static_assert(ICUSHIM_SCRIPT_GUJARATI == USCRIPT_GUJARATI);
static_assert(ICUSHIM_SCRIPT_GURMUKHI == USCRIPT_GURMUKHI);
static_assert(ICUSHIM_SCRIPT_KANNADA == USCRIPT_KANNADA);
static_assert(ICUSHIM_SCRIPT_MALAYALAM == USCRIPT_MALAYALAM);
static_assert(ICUSHIM_SCRIPT_ORIYA == USCRIPT_ORIYA);
static_assert(ICUSHIM_SCRIPT_TAMIL == USCRIPT_TAMIL);
static_assert(ICUSHIM_SCRIPT_TELUGU == USCRIPT_TELUGU);
static_assert(ICUSHIM_SCRIPT_KATAKANA_OR_HIRAGANA == USCRIPT_KATAKANA_OR_HIRAGANA);
static_assert(ICUSHIM_SCRIPT_UNKNOWN == USCRIPT_UNKNOWN);

int32_t icushim_script_of(int32_t codePoint) {
    UErrorCode code = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(codePoint, &code);
    return U_SUCCESS(code) ? script : USCRIPT_UNKNOWN;
}

int32_t icushim_general_category_of(int32_t codePoint) {
    return u_charType(codePoint);
}

bool icushim_is_ideographic(int32_t codePoint) {
    return u_hasBinaryProperty(codePoint, UCHAR_IDEOGRAPHIC);
}

bool icushim_is_nfkc_stable(int32_t codePoint) {
    return u_getIntPropertyValue(codePoint, UCHAR_NFKC_QUICK_CHECK) == UNORM_YES;
}

const char *icushim_script_code(int32_t script) {
    const char *name = uscript_getShortName(static_cast<UScriptCode>(script));
    return name != nullptr ? name : "Zzzz";
}

static_assert(ICUSHIM_EXEMPLAR_STANDARD == ULOCDATA_ES_STANDARD);
static_assert(ICUSHIM_EXEMPLAR_AUXILIARY == ULOCDATA_ES_AUXILIARY);
static_assert(ICUSHIM_EXEMPLAR_INDEX == ULOCDATA_ES_INDEX);
static_assert(ICUSHIM_EXEMPLAR_PUNCTUATION == ULOCDATA_ES_PUNCTUATION);

int32_t icushim_exemplar_pattern(const char *localeID, int32_t kind, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(localeID, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    USet *set = ulocdata_getExemplarSet(data, nullptr, 0, static_cast<ULocaleDataExemplarSetType>(kind), &code);
    ulocdata_close(data);
    if (U_FAILURE(code) || set == nullptr) {
        *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
        return 0;
    }
    // Chinese and Japanese exemplar sets run to tens of thousands of units.
    std::string pattern = icushim::filledUTF16([&](UChar *buffer, int32_t size, UErrorCode *error) {
        return uset_toPattern(set, buffer, size, true, error);
    }, code);
    uset_close(set);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOut(pattern, out, capacity);
}

int32_t icushim_unicode_set_strings(const char *pattern, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    icu::UnicodeSet set(icu::UnicodeString::fromUTF8(pattern), code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    std::vector<std::string> strings;
    icu::UnicodeSetIterator iterator(set);
    while (iterator.next()) strings.push_back(icushim::toUTF8(iterator.getString()));
    return icushim::copyOutList(strings, out, capacity);
}

icushim_charset *icushim_charset_without_exemplars(const icushim_charset *set, const char *localeID, int32_t kinds, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(localeID, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return nullptr;
    }
    auto made = std::make_unique<icushim_charset>();
    made->set.addAll(set->set);  // a copy would be frozen too
    for (int32_t kind = ICUSHIM_EXEMPLAR_STANDARD; kind <= ICUSHIM_EXEMPLAR_PUNCTUATION && U_SUCCESS(code); ++kind) {
        if ((kinds & (1 << kind)) == 0) continue;
        USet *exemplars = ulocdata_getExemplarSet(data, nullptr, 0, static_cast<ULocaleDataExemplarSetType>(kind), &code);
        if (U_SUCCESS(code) && exemplars != nullptr) made->set.removeAll(*icu::UnicodeSet::fromUSet(exemplars));
        if (exemplars != nullptr) uset_close(exemplars);
    }
    ulocdata_close(data);
    made->set.freeze();
    if (U_SUCCESS(code) && made->set.isBogus()) code = U_MEMORY_ALLOCATION_ERROR;
    *status = code;
    return U_SUCCESS(code) ? made.release() : nullptr;
}
