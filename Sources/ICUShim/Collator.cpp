#include "ICUShim.h"
#include "Support.h"

#include <algorithm>
#include <mutex>
#include <vector>
#include <unicode/coll.h>
#include <unicode/tblcoll.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/parseerr.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

struct icushim_collator {
    UCollator *collator;
    /// Single code points grouped by their primary sort key, built on the
    /// first call of icushim_collator_primary_equivalents (once, thread-safely).
    /// Sorted by key, so a class is an equal_range.
    mutable std::once_flag primaryClassesBuilt;
    mutable std::vector<std::pair<std::string, UChar32>> primaryClasses;
};

namespace {

/// Sets the numeric attribute and wraps an open collator; `openStatus` is the
/// status of its opening (U_USING_DEFAULT_WARNING and friends are kept).
icushim_collator *finishOpening(UCollator *collator, UErrorCode openStatus, bool numeric, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, numeric ? UCOL_ON : UCOL_OFF, &code);
    if (U_FAILURE(code)) {
        ucol_close(collator);
        *status = code;
        return nullptr;
    }
    *status = openStatus;
    auto result = new icushim_collator();
    result->collator = collator;
    return result;
}

/// Copies where ucol_openRules found a syntax error: its offset, counted in
/// code points of the caller's rules, which start `prefixLength` UTF-16 units
/// into the rules ICU parsed, and up to 15 units of them on either side
/// (ICU's own contexts would reach back into the locale's rules).
void reportRuleError(const UParseError &parseError, const icu::UnicodeString &parsed, int32_t prefixLength,
                     icushim_rule_error *error) {
    int32_t offset = parseError.offset;
    if (offset < prefixLength || offset > parsed.length()) return;
    error->offset = parsed.countChar32(prefixLength, offset - prefixLength);
    auto copyContext = [&](int32_t start, int32_t end, char *out) {
        // Whole code points only: never half a surrogate pair.
        start = parsed.getChar32Start(start);
        if (end < parsed.length()) end = parsed.getChar32Start(end);
        std::string text = icushim::toUTF8(parsed.tempSubStringBetween(start, end));
        std::memcpy(out, text.data(), std::min(text.size(), size_t(63)));
        out[std::min(text.size(), size_t(63))] = 0;
    };
    copyContext(std::max(prefixLength, offset - 15), offset, error->preContext);
    copyContext(offset, std::min(parsed.length(), offset + 15), error->postContext);
}

/// Sets on `tailored` the attributes in which `keyworded` (the locale with
/// its keywords) differs from `plain` (the same locale without them): what
/// the keywords asked for.
void copyKeywordAttributes(const UCollator *keyworded, const UCollator *plain, UCollator *tailored, UErrorCode &code) {
    const UColAttribute attributes[] = {UCOL_FRENCH_COLLATION, UCOL_ALTERNATE_HANDLING, UCOL_CASE_FIRST,
                                        UCOL_CASE_LEVEL, UCOL_NORMALIZATION_MODE, UCOL_STRENGTH};
    for (UColAttribute attribute : attributes) {
        UColAttributeValue wanted = ucol_getAttribute(keyworded, attribute, &code);
        if (U_SUCCESS(code) && wanted != ucol_getAttribute(plain, attribute, &code)) ucol_setAttribute(tailored, attribute, wanted, &code);
    }
    if (ucol_getMaxVariable(keyworded) != ucol_getMaxVariable(plain)) ucol_setMaxVariable(tailored, ucol_getMaxVariable(keyworded), &code);
    int32_t wanted[64], given[64];
    int32_t wantedCount = ucol_getReorderCodes(keyworded, wanted, 64, &code);
    int32_t givenCount = ucol_getReorderCodes(plain, given, 64, &code);
    if (U_SUCCESS(code) && (wantedCount != givenCount || !std::equal(wanted, wanted + wantedCount, given))) {
        ucol_setReorderCodes(tailored, wanted, wantedCount, &code);
    }
}

/// The locale ID without keywords other than `collation`: the locale's own
/// order, before keywords change its attributes.
std::string withCollationTypeOnly(const char *localeID, UErrorCode &code) {
    char base[ULOC_FULLNAME_CAPACITY], type[ULOC_KEYWORDS_CAPACITY];
    uloc_getBaseName(localeID, base, sizeof base, &code);
    int32_t typeLength = uloc_getKeywordValue(localeID, "collation", type, sizeof type, &code);
    if (U_FAILURE(code)) return "";
    return std::string(base) + (typeLength > 0 ? "@collation=" + std::string(type, typeLength) : "");
}

} // namespace

icushim_collator *icushim_collator_open(const char *localeID, bool numeric, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UCollator *collator = ucol_open(localeID, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return nullptr;
    }
    return finishOpening(collator, code, numeric, status);
}

icushim_collator *icushim_collator_open_with_rules(const char *localeID, const char *rules, int32_t rulesLength, bool numeric,
                                                   icushim_rule_error *error, int32_t *status) {
    *error = icushim_rule_error{-1, {0}, {0}};
    UErrorCode code = U_ZERO_ERROR;
    UCollator *keyworded = ucol_open(localeID, &code);
    UCollator *plain = ucol_open(withCollationTypeOnly(localeID, code).c_str(), &code);
    UCollator *tailored = nullptr;
    if (U_SUCCESS(code)) {
        int32_t baseLength = 0;
        const UChar *base = ucol_getRules(plain, &baseLength);
        icu::UnicodeString parsed(base, baseLength);
        // A line break ends the locale's last rule: the table's rules start afresh.
        if (baseLength > 0) parsed.append(u'\n');
        int32_t prefixLength = parsed.length();
        parsed.append(icu::UnicodeString::fromUTF8(icu::StringPiece(rules, rulesLength)));
        UParseError parseError{};
        tailored = ucol_openRules(parsed.getBuffer(), parsed.length(), UCOL_DEFAULT, UCOL_DEFAULT_STRENGTH, &parseError, &code);
        if (U_FAILURE(code)) reportRuleError(parseError, parsed, prefixLength, error);
        else copyKeywordAttributes(keyworded, plain, tailored, code);
    }
    ucol_close(keyworded);
    ucol_close(plain);
    if (U_FAILURE(code)) {
        ucol_close(tailored);
        *status = code;
        return nullptr;
    }
    return finishOpening(tailored, code, numeric, status);
}

void icushim_collator_close(icushim_collator *collator) {
    if (collator == nullptr) return;
    ucol_close(collator->collator);
    delete collator;
}

namespace {

/// UTF-8 to UTF-16 without allocating for short strings (names are short).
class UTF16Buffer {
public:
    UTF16Buffer(const char *utf8, int32_t length) {
        if (length <= kStackCapacity && decodeWellFormed(reinterpret_cast<const uint8_t *>(utf8), length)) return;
        UErrorCode code = U_ZERO_ERROR;
        int32_t needed = 0;
        // U+FFFD for any invalid byte: callers pass valid UTF-8 from Swift.
        u_strFromUTF8WithSub(stackBuffer, kStackCapacity, &needed, utf8, length, 0xFFFD, nullptr, &code);
        if (code == U_BUFFER_OVERFLOW_ERROR || code == U_STRING_NOT_TERMINATED_WARNING) {
            heapBuffer.resize(needed + 1);
            code = U_ZERO_ERROR;
            u_strFromUTF8WithSub(heapBuffer.data(), needed + 1, &needed, utf8, length, 0xFFFD, nullptr, &code);
            data = heapBuffer.data();
        } else {
            data = stackBuffer;
        }
        this->length = needed;
    }
    const UChar *data;
    int32_t length;

private:
    /// Decodes well-formed UTF-8 with ICU's own macro, inline: for short
    /// keys this was a tenth of the work of a sort key through
    /// u_strFromUTF8WithSub. Any ill-formed sequence returns false, and the
    /// caller converts with substitution instead. UTF-8 never has fewer
    /// bytes than UTF-16 code units, so `length` units of room suffice.
    bool decodeWellFormed(const uint8_t *utf8, int32_t length) {
        int32_t read = 0, written = 0;
        while (read < length) {
            // ASCII and two-byte sequences (C2-DF, then a continuation:
            // Cyrillic, Greek, Arabic, Hebrew) inline; the rest, and any
            // ill-formed byte, through ICU's macro.
            const uint8_t lead = utf8[read];
            if (lead < 0x80) {
                stackBuffer[written++] = lead;
                ++read;
                continue;
            }
            if (lead >= 0xC2 && lead <= 0xDF && read + 1 < length && (utf8[read + 1] & 0xC0) == 0x80) {
                stackBuffer[written++] = static_cast<UChar>(((lead & 0x1F) << 6) | (utf8[read + 1] & 0x3F));
                read += 2;
                continue;
            }
            UChar32 c;
            U8_NEXT(utf8, read, length, c);
            if (c < 0) return false;
            U16_APPEND_UNSAFE(stackBuffer, written, c);
        }
        data = stackBuffer;
        this->length = written;
        return true;
    }

    static constexpr int32_t kStackCapacity = 256;
    UChar stackBuffer[kStackCapacity];
    std::vector<UChar> heapBuffer;
};

} // namespace

int32_t icushim_collator_sort_key(const icushim_collator *collator, const char *utf8, int32_t length, uint8_t *out, int32_t capacity) {
    UTF16Buffer text(utf8, length);
    // ICU counts the key's terminating zero byte; the buffer rule does not.
    int32_t lengthWithZero = ucol_getSortKey(collator->collator, text.data, text.length, out, capacity);
    return lengthWithZero > 0 ? lengthWithZero - 1 : 0;
}

int32_t icushim_collator_compare(const icushim_collator *collator, const char *a, int32_t aLength, const char *b, int32_t bLength, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8(collator->collator, a, aLength, b, bLength, &code);
    *status = code;
    return static_cast<int32_t>(result);
}

int32_t icushim_merge_sort_keys(const uint8_t *first, int32_t firstLength, const uint8_t *second, int32_t secondLength,
                                uint8_t *out, int32_t capacity) {
    // ICU wants each key with its terminating zero, and a destination as
    // long as both with theirs: the merged key and its own zero.
    int32_t destinationLength = firstLength + secondLength + 2;
    uint8_t stack[512];
    std::vector<uint8_t> heap;
    uint8_t *keys = stack;
    int32_t keysLength = destinationLength * 2;
    if (keysLength > static_cast<int32_t>(sizeof stack)) {
        heap.resize(keysLength);
        keys = heap.data();
    }
    uint8_t *firstWithZero = keys;
    uint8_t *secondWithZero = keys + firstLength + 1;
    uint8_t *destination = keys + destinationLength;
    std::copy(first, first + firstLength, firstWithZero);
    firstWithZero[firstLength] = 0;
    std::copy(second, second + secondLength, secondWithZero);
    secondWithZero[secondLength] = 0;
    int32_t lengthWithZero = ucol_mergeSortkeys(firstWithZero, firstLength + 1, secondWithZero, secondLength + 1,
                                                destination, destinationLength);
    int32_t needed = lengthWithZero > 0 ? lengthWithZero - 1 : 0;
    if (needed < capacity) {
        std::copy(destination, destination + needed, out);
        out[needed] = 0;
    }
    return needed;
}

int32_t icushim_collator_contractions_with_prefix(const icushim_collator *collator, int32_t prefix, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    USet *contractions = uset_openEmpty();
    ucol_getContractionsAndExpansions(collator->collator, contractions, nullptr, false, &code);
    std::vector<std::string> strings;
    if (U_SUCCESS(code)) {
        int32_t count = uset_getItemCount(contractions);
        for (int32_t i = 0; i < count; i++) {
            UChar32 start, end;
            UChar buffer[64];
            int32_t length = uset_getItem(contractions, i, &start, &end, buffer, 64, &code);
            if (U_FAILURE(code)) break;
            if (length == 0) continue; // a code point range, not a string
            icu::UnicodeString string(buffer, length);
            if (string.char32At(0) != prefix) continue;
            strings.push_back(icushim::toUTF8(string));
        }
    }
    uset_close(contractions);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOutList(strings, out, capacity);
}

const char *icushim_collator_actual_locale(const icushim_collator *collator) {
    UErrorCode code = U_ZERO_ERROR;
    const char *locale = ucol_getLocaleByType(collator->collator, ULOC_ACTUAL_LOCALE, &code);
    return U_SUCCESS(code) ? locale : nullptr;
}

namespace {

/// Whether a code point can be a member of an index bucket's equivalence
/// class. Han ideographs and Hangul syllables are left out (no index label is
/// a variant of one; they are a third of all code points), and so are code
/// points that are not characters.
bool isPrimaryCandidate(UChar32 c) {
    if ((c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7A3)
        || (c >= 0xF900 && c <= 0xFAFF) || c >= 0x20000) return false;
    switch (u_charType(c)) {
    case U_UNASSIGNED: case U_PRIVATE_USE_CHAR: case U_SURROGATE: case U_CONTROL_CHAR: case U_FORMAT_CHAR:
        return false;
    default:
        return true;
    }
}

std::string primaryKey(const UCollator *primary, const UChar *text, int32_t length) {
    uint8_t stackKey[128];
    int32_t size = ucol_getSortKey(primary, text, length, stackKey, sizeof stackKey);
    if (size <= static_cast<int32_t>(sizeof stackKey)) return std::string(reinterpret_cast<char *>(stackKey), size);
    std::string key(size, '\0');
    ucol_getSortKey(primary, text, length, reinterpret_cast<uint8_t *>(key.data()), size);
    return key;
}

} // namespace

int32_t icushim_collator_primary_equivalents(const icushim_collator *collator, const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UCollator *primary = ucol_clone(collator->collator, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    ucol_setStrength(primary, UCOL_PRIMARY);
    std::call_once(collator->primaryClassesBuilt, [&] {
        auto &classes = collator->primaryClasses;
        classes.reserve(48000);
        for (UChar32 c = 0x20; c <= 0x2FFFF; c++) {
            if (!isPrimaryCandidate(c)) continue;
            UChar text[2];
            int32_t textLength = 0;
            U16_APPEND_UNSAFE(text, textLength, c);
            std::string key = primaryKey(primary, text, textLength);
            if (key.size() <= 1) continue; // completely ignorable
            classes.emplace_back(std::move(key), c);
        }
        std::sort(classes.begin(), classes.end());
    });
    UTF16Buffer text(utf8, length);
    std::pair<std::string, UChar32> probe{primaryKey(primary, text.data, text.length), -1};
    ucol_close(primary);
    std::vector<std::string> equivalents;
    auto &classes = collator->primaryClasses;
    for (auto it = std::lower_bound(classes.begin(), classes.end(), probe); it != classes.end() && it->first == probe.first; ++it) {
        equivalents.push_back(icushim::toUTF8(icu::UnicodeString(it->second)));
    }
    *status = U_ZERO_ERROR;
    return icushim::copyOutList(equivalents, out, capacity);
}
