// ICUShim: the only part of IndexedCollation that knows ICU's API.
//
// ICU's C symbols carry a version suffix (ucol_open_72), and its C++ API is not
// reachable from Swift. These entry points have stable names, take and return
// UTF-8, and report failures as ICU UErrorCode values in `*status` (0 is
// success, negative values are warnings, positive values are errors).
//
// Thread safety: a collator may be used from several threads once opened (its
// attributes are set only in icushim_collator_open). A transliterator and an
// alphabetic-index builder are single-threaded; clone a transliterator per
// thread. The immutable index is safe to share.
#ifndef ICUSHIM_H
#define ICUSHIM_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Versions and errors

/// ICU's version, such as "72.1".
const char *icushim_icu_version(void);
/// The Unicode version of ICU's data, such as "15.0".
const char *icushim_unicode_version(void);
/// ICU's name for an error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *icushim_error_name(int32_t status);

// MARK: - Locales

/// Converts a BCP 47 language tag ("zh-Hant-TW", "de-DE-u-co-phonebk") to an
/// ICU locale ID ("zh_Hant_TW", "de_DE@collation=phonebook"). Returns the
/// length written (without the terminator) or the capacity needed.
int32_t icushim_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status);
/// Canonicalizes an ICU locale ID ("zh_TW@collation=stroke").
int32_t icushim_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// Adds likely subtags ("zh_TW" -> "zh_Hant_TW"); keywords are kept.
int32_t icushim_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The locale ID without keywords ("zh_TW@collation=stroke" -> "zh_TW").
int32_t icushim_locale_base_name(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The language subtag ("zh_Hant_TW" -> "zh").
int32_t icushim_locale_language(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The value of a keyword ("collation"), or 0 when absent.
int32_t icushim_locale_keyword_value(const char *localeID, const char *keyword, char *out, int32_t capacity, int32_t *status);
/// The display name of `localeID` in `displayLocale`, as UTF-8.
int32_t icushim_locale_display_name(const char *localeID, const char *displayLocale, char *out, int32_t capacity, int32_t *status);
/// Whether the locale's script is written right to left ("ar", "he_IL",
/// "ur"), from ICU's likely-subtags data (uloc_isRightToLeft).
bool icushim_locale_is_right_to_left(const char *localeID);
/// ICU's available locales (uloc_countAvailable / uloc_getAvailable).
int32_t icushim_locale_available_count(void);
const char *icushim_locale_available_at(int32_t index);
/// Whether `value` is a collation type ICU knows for some locale ("stroke", "phonebook").
bool icushim_collation_type_is_known(const char *value);
/// The collation types ICU has for a locale, its default first ("pinyin",
/// "stroke", … for zh; "standard", "phonebook", … for de), as UTF-8 joined
/// by NUL bytes. Returns the bytes needed.
int32_t icushim_collation_types_for_locale(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// Whether `value` is a script code ICU knows for reordering ("latn", "Hang", "others").
bool icushim_reorder_code_is_known(const char *value);

// MARK: - Collators

typedef struct icushim_collator icushim_collator;

/// Opens a collator for `localeID` (keywords allowed). With `numeric`, digit
/// runs compare by value ("file9" < "file10"). `primaryOnly` sets strength to
/// primary (base letters only). The warning U_USING_DEFAULT_WARNING in
/// `*status` means ICU used the root collation.
icushim_collator *icushim_collator_open(const char *localeID, bool numeric, bool primaryOnly, int32_t *status);
void icushim_collator_close(icushim_collator *collator);
/// The locale whose collation data ICU actually loaded ("root", "ru").
const char *icushim_collator_valid_locale(const icushim_collator *collator, int32_t *status);
/// The sort key of a UTF-8 string: compare two keys with memcmp. Returns the
/// key's length including its terminating zero byte; when that exceeds
/// `capacity`, nothing useful was written and the caller retries with more.
int32_t icushim_collator_sort_key(const icushim_collator *collator, const char *utf8, int32_t length, uint8_t *out, int32_t capacity);
/// Compares two UTF-8 strings: -1, 0 or 1.
int32_t icushim_collator_compare(const icushim_collator *collator, const char *a, int32_t aLength, const char *b, int32_t bLength, int32_t *status);
/// The locale whose collation data ICU actually loaded, with its collation
/// type when that is not the standard one ("root", "zh@collation=stroke"):
/// two collators with the same actual locale and attributes sort alike.
const char *icushim_collator_actual_locale(const icushim_collator *collator, int32_t *status);
/// The single code points equal to the UTF-8 string at primary strength
/// (base letter only: "a" gives a, A, à, ª, ⓐ, …), Han ideographs and Hangul
/// syllables aside, as UTF-8 joined by NUL bytes. Returns the bytes needed.
/// The first call groups every code point by its primary weight (about 40,000
/// sort keys, some 15 ms); later calls are a hash look-up. Thread-safe.
int32_t icushim_collator_primary_equivalents(const icushim_collator *collator, const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status);
/// Strings in the collator's contractions that start with `prefix` (a code
/// point), as UTF-8 joined by NUL bytes. Returns the bytes needed.
int32_t icushim_collator_contractions_with_prefix(const icushim_collator *collator, int32_t prefix, char *out, int32_t capacity, int32_t *status);

// MARK: - Characters

/// The code points whose script is that of `sample` (Script property), in
/// code point order. Returns the count, or the capacity needed.
int32_t icushim_code_points_in_script_of(int32_t sample, int32_t *out, int32_t capacity, int32_t *status);
/// Whether the code point is a letter (general category L*).
bool icushim_is_letter(int32_t codePoint);
/// The ISO 15924 script code of a code point, such as "Latn".
const char *icushim_script_code(int32_t codePoint);
/// Lower-cases UTF-8 text under the root locale.
int32_t icushim_to_lower(const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status);

// MARK: - Transliterators

typedef struct icushim_transliterator icushim_transliterator;

/// Opens a transliterator by ID ("Any-Latin", "Han-Latin/Names"). An unknown
/// ID is U_INVALID_ID.
icushim_transliterator *icushim_transliterator_open(const char *id, int32_t *status);
icushim_transliterator *icushim_transliterator_clone(const icushim_transliterator *transliterator, int32_t *status);
void icushim_transliterator_close(icushim_transliterator *transliterator);
/// Transliterates UTF-8 text. The result stays valid until the next call on
/// this transliterator; `*resultLength` receives its length in bytes.
const char *icushim_transliterator_apply(icushim_transliterator *transliterator, const char *utf8, int32_t length, int32_t *resultLength, int32_t *status);

// MARK: - Alphabetic index (ICU's AlphabeticIndex, C++)

typedef struct icushim_alphabetic_index icushim_alphabetic_index;

/// Label types, as ICU's UAlphabeticIndexLabelType.
enum {
    ICUSHIM_LABEL_NORMAL = 0,
    ICUSHIM_LABEL_UNDERFLOW = 1,
    ICUSHIM_LABEL_INFLOW = 2,
    ICUSHIM_LABEL_OVERFLOW = 3,
};

/// Builds ICU's immutable alphabetic index for `localeID`, adding the index
/// labels of each locale in `extraLabelLocales` (e.g. "en" for A-Z).
icushim_alphabetic_index *icushim_alphabetic_index_open(const char *localeID, const char *const *extraLabelLocales, int32_t extraCount, int32_t maxLabelCount, int32_t *status);
void icushim_alphabetic_index_close(icushim_alphabetic_index *index);
int32_t icushim_alphabetic_index_bucket_count(const icushim_alphabetic_index *index);
/// The label of a bucket (UTF-8, valid while the index lives) and its type.
const char *icushim_alphabetic_index_bucket_label(const icushim_alphabetic_index *index, int32_t bucket, int32_t *labelType);
/// The bucket ICU assigns a UTF-8 string to.
int32_t icushim_alphabetic_index_bucket_of(const icushim_alphabetic_index *index, const char *utf8, int32_t length, int32_t *status);

// MARK: - Locale data

/// The exemplar characters of a locale as a UnicodeSet pattern ("[а-яё]").
/// `kind`: 0 standard, 1 auxiliary, 2 index, 3 punctuation.
int32_t icushim_exemplar_pattern(const char *localeID, int32_t kind, char *out, int32_t capacity, int32_t *status);
/// The strings of a UnicodeSet pattern, expanded, as UTF-8 joined by NUL bytes.
int32_t icushim_unicode_set_strings(const char *pattern, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
