#include "ICUShim.h"
#include "Support.h"

#include <cctype>
#include <cstring>
#include <string>
#include <vector>
#include <unicode/ucol.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/uscript.h>

using icushim::copyOut;

namespace {

/// What a uloc_* function writes into a char buffer, the buffer grown once
/// when ICU says it was too small; empty, with `code` set, on failure.
template <typename Fill>
std::string filledString(Fill fill, UErrorCode &code) {
    code = U_ZERO_ERROR;
    std::vector<char> buffer(ULOC_FULLNAME_CAPACITY + 1);
    int32_t length = fill(buffer.data(), static_cast<int32_t>(buffer.size()), &code);
    if (code == U_BUFFER_OVERFLOW_ERROR || length >= static_cast<int32_t>(buffer.size())) {
        code = U_ZERO_ERROR;
        buffer.resize(length + 1);
        length = fill(buffer.data(), static_cast<int32_t>(buffer.size()), &code);
    }
    if (U_FAILURE(code)) return std::string();
    return std::string(buffer.data(), length);
}

/// ``filledString`` copied out under the shim's buffer contract.
template <typename Fill>
int32_t fillString(Fill fill, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::string filled = filledString(fill, code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return copyOut(filled, out, capacity);
}

/// The many uloc_* functions shaped `f(localeID, buffer, size, &code)`.
using LocaleStringFunction = int32_t (*)(const char *, char *, int32_t, UErrorCode *);

/// ``filledString`` of such a function for `localeID`.
std::string localeString(LocaleStringFunction function, const char *localeID, UErrorCode &code) {
    return filledString([&](char *buffer, int32_t size, UErrorCode *status) {
        return function(localeID, buffer, size, status);
    }, code);
}

int32_t fillLocaleString(LocaleStringFunction function, const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillString([&](char *buffer, int32_t size, UErrorCode *code) {
        return function(localeID, buffer, size, code);
    }, out, capacity, status);
}

} // namespace

int32_t icushim_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status) {
    int32_t parsedLength = 0;
    int32_t length = fillString([&](char *buffer, int32_t size, UErrorCode *code) {
        return uloc_forLanguageTag(tag, buffer, size, &parsedLength, code);
    }, out, capacity, status);
    // A tag that ICU could only partly parse is not a tag we accept.
    if (U_SUCCESS(static_cast<UErrorCode>(*status)) && parsedLength != static_cast<int32_t>(strlen(tag))) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    return length;
}

namespace {

/// `localeID` with each keyword value in ICU's own spelling: the value is
/// mapped to its BCP 47 type and back to ICU's legacy type
/// (uloc_toUnicodeLocaleType, uloc_toLegacyType), which match case-
/// insensitively, so `collation=PhoneBook` and `collation=phonebk` become
/// `collation=phonebook`, and `colStrength=Primary` `colstrength=primary`.
/// A value ICU has no mapping for is kept as it is, for the caller to judge.
std::string withCanonicalKeywordValues(const std::string &localeID, UErrorCode &code) {
    std::string result = localeID;
    UEnumeration *keywords = uloc_openKeywords(localeID.c_str(), &code);
    if (U_FAILURE(code) || keywords == nullptr) return result;
    const char *key;
    while (U_SUCCESS(code) && (key = uenum_next(keywords, nullptr, &code)) != nullptr) {
        std::vector<char> value(ULOC_FULLNAME_CAPACITY + 1);
        UErrorCode valueCode = U_ZERO_ERROR;
        int32_t length = uloc_getKeywordValue(localeID.c_str(), key, value.data(), static_cast<int32_t>(value.size()), &valueCode);
        if (U_FAILURE(valueCode) || length >= static_cast<int32_t>(value.size())) continue;
        const char *type = uloc_toUnicodeLocaleType(key, value.data());
        if (type == nullptr) continue;
        // BCP 47 is case-insensitive and writes types in lower case, as
        // uloc_toLanguageTag does; ICU hands some types back as given
        // (reorder codes: "Grek-Latn").
        std::string bcp47(type);
        for (char &c : bcp47) c = static_cast<char>(tolower(static_cast<unsigned char>(c)));
        const char *legacy = uloc_toLegacyType(key, bcp47.c_str());
        if (legacy == nullptr || strcmp(legacy, value.data()) == 0) continue;
        std::vector<char> buffer(result.size() + strlen(legacy) + ULOC_KEYWORD_AND_VALUES_CAPACITY);
        strcpy(buffer.data(), result.c_str());
        UErrorCode setCode = U_ZERO_ERROR;
        uloc_setKeywordValue(key, legacy, buffer.data(), static_cast<int32_t>(buffer.size()), &setCode);
        if (U_SUCCESS(setCode)) result = buffer.data();
    }
    uenum_close(keywords);
    return result;
}

} // namespace

int32_t icushim_locale_canonicalize_keeping_values(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillLocaleString(uloc_canonicalize, localeID, out, capacity, status);
}

int32_t icushim_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::string canonicalized = localeString(uloc_canonicalize, localeID, code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    std::string canonical = withCanonicalKeywordValues(canonicalized, code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return copyOut(canonical, out, capacity);
}

int32_t icushim_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillLocaleString(uloc_addLikelySubtags, localeID, out, capacity, status);
}

int32_t icushim_locale_base_name(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillLocaleString(uloc_getBaseName, localeID, out, capacity, status);
}

int32_t icushim_locale_parent(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillLocaleString(uloc_getParent, localeID, out, capacity, status);
}

int32_t icushim_locale_cldr_parent(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::string base = localeString(uloc_getBaseName, localeID, code);
    if (U_SUCCESS(code)) {
        // ures_openDirect: this locale's own bundle, no fallback; a locale
        // without a bundle of its own has no explicit parent.
        UResourceBundle *bundle = ures_openDirect(nullptr, base.c_str(), &code);
        if (U_SUCCESS(code) && code != U_USING_DEFAULT_WARNING && code != U_USING_FALLBACK_WARNING) {
            int32_t length = 0;
            UErrorCode keyCode = U_ZERO_ERROR;
            const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &keyCode);
            if (U_SUCCESS(keyCode) && parent != nullptr) {
                std::string value(static_cast<size_t>(length), '\0');
                u_UCharsToChars(parent, value.data(), length);
                ures_close(bundle);
                *status = U_ZERO_ERROR;
                return copyOut(value, out, capacity);
            }
        }
        if (bundle != nullptr) ures_close(bundle);
    }
    return fillLocaleString(uloc_getParent, localeID, out, capacity, status);
}

int32_t icushim_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillString([&](char *buffer, int32_t size, UErrorCode *code) {
        return uloc_toLanguageTag(localeID, buffer, size, true, code);
    }, out, capacity, status);
}

int32_t icushim_locale_language(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    return fillLocaleString(uloc_getLanguage, localeID, out, capacity, status);
}

int32_t icushim_locale_keyword_value(const char *localeID, const char *keyword, char *out, int32_t capacity, int32_t *status) {
    return fillString([&](char *buffer, int32_t size, UErrorCode *code) {
        return uloc_getKeywordValue(localeID, keyword, buffer, size, code);
    }, out, capacity, status);
}

int32_t icushim_locale_display_name(const char *localeID, const char *displayLocale, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    // Names with many keywords run to a thousand units and more.
    std::string name = icushim::filledUTF16([&](UChar *buffer, int32_t size, UErrorCode *error) {
        return uloc_getDisplayName(localeID, displayLocale, buffer, size, error);
    }, code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return copyOut(name, out, capacity);
}

bool icushim_locale_is_right_to_left(const char *localeID) {
    return uloc_isRightToLeft(localeID);
}

int32_t icushim_locale_available_count(void) {
    return uloc_countAvailable();
}

const char *icushim_locale_available_at(int32_t index) {
    return uloc_getAvailable(index);
}

bool icushim_locale_is_available(const char *localeID) {
    for (int32_t index = 0, count = uloc_countAvailable(); index < count; ++index) {
        if (std::strcmp(uloc_getAvailable(index), localeID) == 0) return true;
    }
    return false;
}

bool icushim_collation_type_is_known(const char *value) {
    UErrorCode code = U_ZERO_ERROR;
    UEnumeration *values = ucol_getKeywordValues("collation", &code);
    if (U_FAILURE(code)) return false;
    bool found = false;
    const char *candidate;
    while (!found && (candidate = uenum_next(values, nullptr, &code)) != nullptr && U_SUCCESS(code)) {
        found = strcmp(candidate, value) == 0;
    }
    uenum_close(values);
    return found;
}

int32_t icushim_collation_types_for_locale(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UEnumeration *values = ucol_getKeywordValuesForLocale("collation", localeID, true, &code);
    std::vector<std::string> types;
    const char *value;
    while (U_SUCCESS(code) && (value = uenum_next(values, nullptr, &code)) != nullptr) types.push_back(value);
    uenum_close(values);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOutList(types, out, capacity);
}

bool icushim_reorder_code_is_known(const char *value) {
    static const char *groups[] = {"space", "punct", "symbol", "currency", "digit", "others", "default", "zzzz"};
    for (const char *group : groups) {
        if (strcasecmp(group, value) == 0) return true;
    }
    UScriptCode codes[4];
    UErrorCode code = U_ZERO_ERROR;
    int32_t count = uscript_getCode(value, codes, 4, &code);
    return U_SUCCESS(code) && count > 0 && strlen(value) == 4;
}
