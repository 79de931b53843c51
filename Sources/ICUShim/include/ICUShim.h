// ICUShim: the only part of IndexedCollation that knows ICU's API.
//
// ICU's C symbols carry a version suffix (ucol_open_72), and its C++ API is not
// reachable from Swift. These entry points have stable names and take and
// return UTF-8.
//
// Status. A function with an `int32_t *status` parameter always sets it to an
// ICU UErrorCode: 0 is success, negative values are warnings (the result is
// good), positive values are failures (the result is 0, empty or NULL). The
// values a caller may need to name are the ICUSHIM_STATUS_* constants. A
// function that returns a handle returns NULL exactly when `*status` is a
// failure.
//
// Buffers. Every function that fills a caller's `char *out` of `capacity`
// bytes follows one rule. It returns `needed`, the length in bytes of its
// result without a terminating NUL. When needed < capacity it writes the
// result followed by NUL; otherwise `out` holds nothing useful and the caller
// calls again with a capacity of needed + 1. `out` may be NULL when
// `capacity` is 0. A list is one such result: its items, each followed by a
// NUL byte ("pinyin\0stroke\0"), so an empty list needs 0 bytes and a list of
// one empty string needs 1. Sort keys follow the same rule, with the key's
// own terminating zero byte as the terminator.
//
// Ownership and lifetimes. The caller owns the buffers it passes. A handle
// from an *_open or *_clone function belongs to the caller, who frees it with
// the matching *_close. No returned `const char *` is ever freed by the caller;
// each function says how long its result stays valid: "static" (for the life
// of the process), "while the <handle> lives" (until its *_close), or "until
// the next call" on the same handle.
//
// Thread safety: a collator may be used from several threads once opened (its
// attributes are set only in icushim_collator_open). A transliterator is
// single-threaded; clone one per thread. An alphabetic index is immutable and
// may be shared, and so may a locale matcher, plural rules and a number
// formatter. A converter keeps the state of a stream between calls: one
// thread at a time. The functions that take no
// handle are thread-safe.
#ifndef ICUSHIM_H
#define ICUSHIM_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Versions and errors

/// ICU's UErrorCode values that callers name (checked against ICU's own
/// definitions when the shim is compiled).
enum {
    /// A warning: ICU had no data for the locale and used the root's.
    ICUSHIM_STATUS_USING_DEFAULT = -127,
    ICUSHIM_STATUS_ILLEGAL_ARGUMENT = 1,
    /// ICU's code for a bug in the library: here, the shim broke this contract.
    ICUSHIM_STATUS_INTERNAL_PROGRAM_ERROR = 5,
    ICUSHIM_STATUS_MEMORY_ALLOCATION = 7,
    /// ICU has no converter of that name (ucnv_open's U_FILE_ACCESS_ERROR).
    ICUSHIM_STATUS_FILE_ACCESS = 4,
    /// Bytes the converter's encoding does not map to Unicode.
    ICUSHIM_STATUS_INVALID_CHAR_FOUND = 10,
    /// A sequence the input ends in the middle of.
    ICUSHIM_STATUS_TRUNCATED_CHAR_FOUND = 11,
    /// Bytes that are illegal in the converter's encoding.
    ICUSHIM_STATUS_ILLEGAL_CHAR_FOUND = 12,
};

/// ICU's version, such as "72.1". Static.
const char *icushim_icu_version(void);
/// The Unicode version of ICU's data, such as "15.0". Static.
const char *icushim_unicode_version(void);
/// The CLDR version of ICU's locale data, such as "42.0"; "" when ICU cannot
/// tell. Static.
const char *icushim_cldr_version(void);
/// ICU's name for an error code, such as "U_ILLEGAL_ARGUMENT_ERROR". Static.
const char *icushim_error_name(int32_t status);

// MARK: - Locales

/// Converts a BCP 47 language tag ("zh-Hant-TW", "de-DE-u-co-phonebk") to an
/// ICU locale ID ("zh_Hant_TW", "de_DE@collation=phonebook"). A tag ICU can
/// parse only in part is ICUSHIM_STATUS_ILLEGAL_ARGUMENT.
int32_t icushim_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status);
/// Canonicalizes an ICU locale ID ("zh_TW@collation=stroke"), keyword values
/// included: each is spelt as ICU's own type ("de@collation=PhoneBook" and
/// "de@collation=phonebk" -> "de@collation=phonebook"); a value ICU cannot
/// map is kept as given.
int32_t icushim_locale_canonicalize(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// uloc_canonicalize alone: the ID's canonical form with its keyword values
/// as given ("hi@colReorder=deva-latn" -> "hi@colreorder=deva-latn"). For an
/// ID whose values are known to be ICU's own spelling already: mapping the
/// values (icushim_locale_canonicalize) loads ICU's key and type data, some
/// 58 million instructions, once per process.
int32_t icushim_locale_canonicalize_keeping_values(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// Adds likely subtags ("zh_TW" -> "zh_Hant_TW"); keywords are kept.
int32_t icushim_locale_add_likely_subtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The locale ID without keywords ("zh_TW@collation=stroke" -> "zh_TW").
int32_t icushim_locale_base_name(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The parent by truncation (uloc_getParent: "de_AT" -> "de", "zh_Hant" ->
/// "zh", "de" -> ""), keywords dropped.
int32_t icushim_locale_parent(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The parent in CLDR's inheritance: the locale data's explicit parent
/// (CLDR's parentLocales, as ICU's data holds it under "%%Parent":
/// "es_MX" -> "es_419", "en_GB" -> "en_001", "zh_Hant" -> "root"), else the
/// parent by truncation ("de_AT" -> "de", "de" -> ""). Keywords dropped.
int32_t icushim_locale_cldr_parent(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The BCP 47 language tag of an ICU locale ID ("de_DE@collation=phonebook"
/// -> "de-DE-u-co-phonebk"; uloc_toLanguageTag, strict).
int32_t icushim_locale_to_language_tag(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The language subtag ("zh_Hant_TW" -> "zh").
int32_t icushim_locale_language(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The value of a keyword ("collation"); empty when absent.
int32_t icushim_locale_keyword_value(const char *localeID, const char *keyword, char *out, int32_t capacity, int32_t *status);
/// The display name of `localeID` in `displayLocale`.
int32_t icushim_locale_display_name(const char *localeID, const char *displayLocale, char *out, int32_t capacity, int32_t *status);
/// Whether the locale's script is written right to left ("ar", "he_IL",
/// "ur"), from ICU's likely-subtags data (uloc_isRightToLeft).
bool icushim_locale_is_right_to_left(const char *localeID);
/// ICU's available locales (uloc_countAvailable / uloc_getAvailable). The IDs
/// are static.
int32_t icushim_locale_available_count(void);
const char *icushim_locale_available_at(int32_t index);
/// Whether `localeID` is exactly one of ICU's available locales. O(their
/// number), a string comparison each, with no list built.
bool icushim_locale_is_available(const char *localeID);
/// Whether `value` is a collation type ICU knows for some locale ("stroke", "phonebook").
bool icushim_collation_type_is_known(const char *value);
/// The collation types ICU has for a locale, its default first ("pinyin",
/// "stroke", … for zh; "standard", "phonebook", … for de), as a list.
int32_t icushim_collation_types_for_locale(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// Whether `value` is a script code ICU knows for reordering ("latn", "Hang", "others").
bool icushim_reorder_code_is_known(const char *value);

// MARK: - Locale matching

typedef struct icushim_locale_matcher icushim_locale_matcher;

/// Opens ICU's LocaleMatcher over every locale ICU has data for
/// (uloc_getAvailable), with no default locale: desired locales that match
/// none of them match nothing. Immutable once opened; may be used from
/// several threads at once.
icushim_locale_matcher *icushim_locale_matcher_open(int32_t *status);
void icushim_locale_matcher_close(icushim_locale_matcher *matcher);
/// The best match for desired locales in order of preference: `desired` is
/// a list of `desiredLength` bytes (each BCP 47 tag followed by NUL; a tag
/// ICU cannot parse is skipped). Writes, under the buffer rule, the ICU
/// locale ID of the best supported locale with the desired one's extensions
/// (LocaleMatcher::Result::makeResolvedLocale: "de_CH@collation=phonebook"),
/// and sets `*desiredIndex` to the index of the desired tag it matched; when
/// none matches, writes an empty result and sets it to -1.
int32_t icushim_locale_matcher_best(const icushim_locale_matcher *matcher, const char *desired, int32_t desiredLength,
                                    int32_t *desiredIndex, char *out, int32_t capacity, int32_t *status);

// MARK: - Collators

typedef struct icushim_collator icushim_collator;

/// Opens a collator for `localeID` (keywords allowed). With `numeric`, digit
/// runs compare by value ("file9" < "file10"). ICUSHIM_STATUS_USING_DEFAULT
/// means ICU used the root collation (as it does for locales whose order is
/// the root order, such as "de", as well as for unknown ones).
icushim_collator *icushim_collator_open(const char *localeID, bool numeric, int32_t *status);
/// Where ICU found collation rules wrong: `offset` counts Unicode code points
/// from the start of the caller's rules (-1 when ICU named no place), and the
/// contexts are up to 15 UTF-16 units of the caller's rules before and after it, as
/// UTF-8 (NUL-terminated).
typedef struct icushim_rule_error {
    int32_t offset;
    char preContext[64];
    char postContext[64];
} icushim_rule_error;
/// Opens a collator for `localeID` with `rules` (UTF-8, `rulesLength` bytes,
/// ICU's collation rule syntax) applied on top of the locale's own order:
/// ucol_openRules over the locale collator's tailoring (ucol_getRules)
/// followed by `rules`. The attributes the ID's keywords set
/// ("@colStrength=primary", "@colReorder=grek-latn") are set again on the
/// result, so they win over the rules as over the locale's tailoring;
/// `numeric` as for icushim_collator_open. On a syntax error the status is
/// ICU's failure and `*error` says where (offset -1 for any other failure).
icushim_collator *icushim_collator_open_with_rules(const char *localeID, const char *rules, int32_t rulesLength, bool numeric,
                                                   icushim_rule_error *error, int32_t *status);
void icushim_collator_close(icushim_collator *collator);
/// The sort key of a UTF-8 string, under the buffer rule: compare two keys
/// with memcmp. Allocates nothing for strings under 256 UTF-16 units.
int32_t icushim_collator_sort_key(const icushim_collator *collator, const char *utf8, int32_t length, uint8_t *out, int32_t capacity);
/// Compares two UTF-8 strings: -1, 0 or 1.
int32_t icushim_collator_compare(const icushim_collator *collator, const char *a, int32_t aLength, const char *b, int32_t bLength, int32_t *status);
/// The locale whose collation data ICU actually loaded, with its collation
/// type when that is not the standard one ("root", "zh@collation=stroke"):
/// two collators with the same actual locale and attributes sort alike.
/// Valid while the collator lives. It takes no status: ICU fails here only
/// for a locale type other than the one the shim passes; NULL should ICU
/// ever have no answer.
const char *icushim_collator_actual_locale(const icushim_collator *collator);
/// The single code points equal to the UTF-8 string at primary strength
/// (base letter only: "a" gives a, A, à, ª, ⓐ, …), Han ideographs and Hangul
/// syllables aside, as a list. The first call groups every code point by its
/// primary weight (about 40,000 sort keys, some 15 ms); later calls are a
/// hash look-up. Thread-safe.
int32_t icushim_collator_primary_equivalents(const icushim_collator *collator, const char *utf8, int32_t length, char *out, int32_t capacity, int32_t *status);
/// Strings in the collator's contractions that start with `prefix` (a code
/// point), as a list.
int32_t icushim_collator_contractions_with_prefix(const icushim_collator *collator, int32_t prefix, char *out, int32_t capacity, int32_t *status);
/// Merges two sort keys, each without its terminating zero (as
/// icushim_collator_sort_key gives them), into one (ucol_mergeSortkeys),
/// under the buffer rule. The merged key compares level by level: the first
/// key's primary weights, then the second's, then the first's secondary
/// weights, and so on, each part separated by a byte below every weight, so
/// a shorter first key sorts first ("Li", "Zoe" before "Lin", "Ada"). Its
/// order is the collator's order of the two texts joined by U+FFFE.
/// Merge the result with a third key for three. At most first + second + 1
/// bytes. Takes no handle; thread-safe. Allocates nothing for keys whose
/// lengths add up to under 510 bytes.
int32_t icushim_merge_sort_keys(const uint8_t *first, int32_t firstLength, const uint8_t *second, int32_t secondLength,
                                uint8_t *out, int32_t capacity);

// MARK: - Characters

/// Scripts (ICU's UScriptCode values, which ICU never renumbers) that
/// callers name.
enum {
    ICUSHIM_SCRIPT_COMMON = 0,
    ICUSHIM_SCRIPT_INHERITED = 1,
    ICUSHIM_SCRIPT_ARABIC = 2,
    ICUSHIM_SCRIPT_ARMENIAN = 3,
    ICUSHIM_SCRIPT_BENGALI = 4,
    ICUSHIM_SCRIPT_BOPOMOFO = 5,
    ICUSHIM_SCRIPT_CYRILLIC = 8,
    ICUSHIM_SCRIPT_DEVANAGARI = 10,
    ICUSHIM_SCRIPT_GEORGIAN = 12,
    ICUSHIM_SCRIPT_GREEK = 14,
    ICUSHIM_SCRIPT_GUJARATI = 15,
    ICUSHIM_SCRIPT_GURMUKHI = 16,
    ICUSHIM_SCRIPT_HAN = 17,
    ICUSHIM_SCRIPT_HANGUL = 18,
    ICUSHIM_SCRIPT_HEBREW = 19,
    ICUSHIM_SCRIPT_HIRAGANA = 20,
    ICUSHIM_SCRIPT_KANNADA = 21,
    ICUSHIM_SCRIPT_KATAKANA = 22,
    ICUSHIM_SCRIPT_LATIN = 25,
    ICUSHIM_SCRIPT_MALAYALAM = 26,
    ICUSHIM_SCRIPT_ORIYA = 31,
    ICUSHIM_SCRIPT_TAMIL = 35,
    ICUSHIM_SCRIPT_TELUGU = 36,
    ICUSHIM_SCRIPT_THAI = 38,
    ICUSHIM_SCRIPT_KATAKANA_OR_HIRAGANA = 54,
    ICUSHIM_SCRIPT_UNKNOWN = 103,
};

/// The script of a code point (its Script property, a UScriptCode);
/// ICUSHIM_SCRIPT_UNKNOWN for a value that is not a code point.
int32_t icushim_script_of(int32_t codePoint);
/// The general category of a code point as ICU numbers it (`UCharCategory`:
/// 1–5 letters, 6–8 marks).
int32_t icushim_general_category_of(int32_t codePoint);
/// Whether a code point has the Ideographic property.
bool icushim_is_ideographic(int32_t codePoint);
/// Whether NFKC leaves a code point as it is wherever it stands
/// (NFKC_Quick_Check is Yes): not a compatibility character.
bool icushim_is_nfkc_stable(int32_t codePoint);
/// The ISO 15924 code of a script, such as "Latn"; "Zzzz" for a number ICU
/// does not know. Static.
const char *icushim_script_code(int32_t script);

// MARK: - Converters (ucnv, Converter.cpp) and charset detection (ucsdet, CharsetDetector.cpp)

typedef struct icushim_converter icushim_converter;

/// Opens ICU's converter from the encoding `name` (any name or alias ICU
/// knows: "windows-1252", "latin1", "Shift_JIS", "gb18030") to Unicode, with
/// the stop callback: a byte sequence the encoding cannot map is a failure,
/// never a substitute character. An unknown name is
/// ICUSHIM_STATUS_FILE_ACCESS.
icushim_converter *icushim_converter_open(const char *name, int32_t *status);
void icushim_converter_close(icushim_converter *converter);
/// ICU's canonical name of the converter's encoding ("ibm-5348_P100-1997"
/// for windows-1252), valid while the converter lives.
const char *icushim_converter_name(const icushim_converter *converter);
/// Converts the next `length` bytes of a stream to UTF-8, keeping a sequence
/// cut by the end of `source` for the next call; `flush` on the last call
/// (`length` may be 0), which also resets the converter for a new stream.
/// Returns the UTF-8, `*resultLength` bytes, valid until the next call on
/// this converter. On a sequence the encoding cannot map
/// (ICUSHIM_STATUS_INVALID_CHAR_FOUND), that is illegal in it (…_ILLEGAL_…:
/// also an escape sequence HZ or ISO-2022 does not allow, and a lone
/// surrogate, which UTF-7 and CESU-8 pass through and UTF-8 cannot hold:
/// then icushim_converter_lone_surrogate names it and there are no bytes)
/// or that the stream ends inside (…_TRUNCATED_…), the result is the text
/// before the sequence, the sequence's bytes are kept for
/// icushim_converter_invalid_bytes, and the converter is reset.
const char *icushim_converter_to_utf8(icushim_converter *converter, const char *source, int32_t length, bool flush,
                                      int32_t *resultLength, int32_t *status);
/// The bytes of the sequence the last conversion stopped at (ucnv_getInvalidChars),
/// under the buffer rule; empty after a conversion that did not stop.
int32_t icushim_converter_invalid_bytes(const icushim_converter *converter, char *out, int32_t capacity);
/// The lone surrogate (0xD800–0xDFFF) the last conversion stopped at; 0 if
/// it stopped at bytes, or did not stop.
uint16_t icushim_converter_lone_surrogate(const icushim_converter *converter);
/// Every converter name and alias ICU knows (ucnv_openAllNames, then each
/// one's aliases), each once, as a list.
int32_t icushim_converter_all_names(char *out, int32_t capacity, int32_t *status);
/// ICU's charset detector (ucsdet) on a sample of bytes: the name of the
/// most likely encoding ("ISO-8859-1", "windows-1252", "Shift_JIS",
/// "UTF-8") under the buffer rule, and `*confidence` from 0 to 100. An empty
/// result with confidence 0 when no encoding matches.
int32_t icushim_charset_detect(const char *bytes, int32_t length, int32_t *confidence, char *out, int32_t capacity, int32_t *status);
// MARK: - Plural rules (ICU's PluralRules, cardinal)

typedef struct icushim_plural_rules icushim_plural_rules;

/// Opens the cardinal plural rules of a locale (CLDR's: "ru" has one, few,
/// many, other). Immutable once opened; may be used from several threads.
icushim_plural_rules *icushim_plural_rules_open(const char *localeID, int32_t *status);
void icushim_plural_rules_close(icushim_plural_rules *rules);
/// The plural category of a whole number ("one", "few", "other").
int32_t icushim_plural_rules_select(const icushim_plural_rules *rules, int64_t number, char *out, int32_t capacity, int32_t *status);
/// Every category the locale's rules have, as a list ("few\0many\0one\0other\0").
int32_t icushim_plural_rules_keywords(const icushim_plural_rules *rules, char *out, int32_t capacity, int32_t *status);

// MARK: - Number formatting (ICU's NumberFormatter)

typedef struct icushim_number_formatter icushim_number_formatter;

/// Opens a number formatter for a locale, with the locale's digits and
/// grouping ("ar": ١٬٢٣٤). Immutable once opened; may be used from several
/// threads.
icushim_number_formatter *icushim_number_formatter_open(const char *localeID, int32_t *status);
void icushim_number_formatter_close(icushim_number_formatter *formatter);
/// A whole number, formatted.
int32_t icushim_number_formatter_format(const icushim_number_formatter *formatter, int64_t number, char *out, int32_t capacity, int32_t *status);
/// The name of the locale's default numbering system ("latn", "arab"), as
/// CLDR names it (and JavaScript's Intl.NumberFormat takes it).
int32_t icushim_numbering_system_name(const char *localeID, char *out, int32_t capacity, int32_t *status);

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
/// The label of a bucket (valid while the index lives) and its type.
const char *icushim_alphabetic_index_bucket_label(const icushim_alphabetic_index *index, int32_t bucket, int32_t *labelType);
/// The bucket ICU assigns a UTF-8 string to.
int32_t icushim_alphabetic_index_bucket_of(const icushim_alphabetic_index *index, const char *utf8, int32_t length, int32_t *status);

// MARK: - Locale data

/// Exemplar sets, as ICU's ULocaleDataExemplarSetType.
enum {
    ICUSHIM_EXEMPLAR_STANDARD = 0,
    ICUSHIM_EXEMPLAR_AUXILIARY = 1,
    ICUSHIM_EXEMPLAR_INDEX = 2,
    ICUSHIM_EXEMPLAR_PUNCTUATION = 3,
};

/// The exemplar characters of a locale, one of the ICUSHIM_EXEMPLAR_* sets,
/// as a UnicodeSet pattern ("[а-яё]").
int32_t icushim_exemplar_pattern(const char *localeID, int32_t kind, char *out, int32_t capacity, int32_t *status);
/// The strings of a UnicodeSet pattern, expanded, as a list.
int32_t icushim_unicode_set_strings(const char *pattern, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

// Transliterators and character sets: a header of their own.
#include "ICUShimTransliterator.h"

#endif
