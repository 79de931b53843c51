#include "ICUShim.h"
#include "Support.h"

#include <vector>
#include <unicode/locid.h>
#include <unicode/uchar.h>
#include <unicode/ucasemap.h>
#include <unicode/ulocdata.h>
#include <unicode/uniset.h>
#include <unicode/usetiter.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>

int32_t icushim_code_points_in_script_of(int32_t sample, int32_t *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(sample, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    icu::UnicodeSet set;
    set.applyIntPropertyValue(UCHAR_SCRIPT, script, code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    int32_t count = 0;
    for (int32_t range = 0; range < set.getRangeCount(); range++) {
        for (UChar32 c = set.getRangeStart(range); c <= set.getRangeEnd(range); c++) {
            if (out != nullptr && count < capacity) out[count] = c;
            count++;
        }
    }
    return count;
}

bool icushim_is_letter(int32_t codePoint) {
    return u_isalpha(codePoint);
}

const char *icushim_script_code(int32_t codePoint) {
    UErrorCode code = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(codePoint, &code);
    return U_SUCCESS(code) ? uscript_getShortName(script) : "Zzzz";
}

int32_t icushim_to_lower(const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status) {
    icu::UnicodeString text = icushim::fromUTF8(utf8, length);
    text.toLower(icu::Locale::getRoot());
    *status = U_ZERO_ERROR;
    return icushim::copyOut(icushim::toUTF8(text), out, capacity);
}

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
    int32_t length = uset_toPattern(set, nullptr, 0, true, &code);
    std::vector<UChar> buffer(length + 1);
    code = U_ZERO_ERROR;
    length = uset_toPattern(set, buffer.data(), length + 1, true, &code);
    uset_close(set);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOut(icushim::toUTF8(icu::UnicodeString(buffer.data(), length)), out, capacity);
}

int32_t icushim_unicode_set_strings(const char *pattern, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    icu::UnicodeSet set(icu::UnicodeString::fromUTF8(pattern), code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    std::string joined;
    icu::UnicodeSetIterator iterator(set);
    while (iterator.next()) {
        joined += icushim::toUTF8(iterator.getString());
        joined.push_back('\0');
    }
    int32_t size = static_cast<int32_t>(joined.size());
    if (out != nullptr && size <= capacity) memcpy(out, joined.data(), joined.size());
    return size;
}
