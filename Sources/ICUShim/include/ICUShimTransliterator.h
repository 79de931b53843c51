// ICUShim's transliterators and the character sets derived from their rules
// (Transliterator.cpp, TransliteratorReach.cpp, TransliteratorNameSplit.cpp,
// TransliteratorContextLetters.cpp,
// TransliteratorHanContext.cpp, TransliteratorFromData.cpp). ICUShim.h includes it; its conventions
// (status, buffers, ownership, thread safety) hold here too.
#ifndef ICUSHIM_TRANSLITERATOR_H
#define ICUSHIM_TRANSLITERATOR_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct icushim_transliterator icushim_transliterator;

/// A second copy of ICU's libraries in the process, loaded with `dlmopen`
/// (SecondICU.h): ICU runs one rule-based transliteration at a time in a
/// process, and a copy has its own lock, so a transliterator whose rule
/// passes run on it works beside one on this process's ICU. Null where the
/// system cannot load one. Load it once per process and never close it:
/// glibc does not unload a namespace's C library, so each load holds its
/// pages and a slot of static TLS until exit (about ten loads fit).
typedef struct icushim_second_icu icushim_second_icu;
icushim_second_icu *icushim_second_icu_load(void);

/// Opens a transliterator by ID ("Any-Latin", "Han-Latin/Names"). An unknown
/// ID is U_INVALID_ID.
icushim_transliterator *icushim_transliterator_open(const char *id, int32_t *status);
/// `Any-Latin` for a text whose letters are all of one `script` (its other
/// characters Common or Inherited): the script's transliterator to Latin,
/// which is what `Any-Latin` runs on such a text, built from ICU's
/// transliteration data without ICU's registry of IDs, which opening any ID
/// builds first (TransliteratorFromData.cpp). Null with U_UNSUPPORTED_ERROR
/// when the data gives it in a form the shim does not build (Thai's, Han's
/// under ICU 72): the caller then opens `Any-Latin`. With `second` (may be
/// null), its rule passes run on that copy of ICU, not on this process's.
icushim_transliterator *icushim_transliterator_open_script_to_latin(int32_t script, icushim_second_icu *second, int32_t *status);
/// The rule-based transform `id` ("Katakana-Hiragana") built the same way;
/// null with U_UNSUPPORTED_ERROR as above (then open it by ID).
icushim_transliterator *icushim_transliterator_open_from_data(const char *id, int32_t *status);
icushim_transliterator *icushim_transliterator_clone(const icushim_transliterator *transliterator, int32_t *status);
void icushim_transliterator_close(icushim_transliterator *transliterator);
/// Transliterates UTF-8 text; `*resultLength` receives the result's length
/// in bytes. The result is valid until the next call on this transliterator.
/// ICU's transliterate() reports no errors; the one failure it can leave
/// behind, running out of memory, is ICUSHIM_STATUS_MEMORY_ALLOCATION.
const char *icushim_transliterator_apply(icushim_transliterator *transliterator, const char *utf8, int32_t length, int32_t *resultLength, int32_t *status);

/// A set of characters, immutable: any number of threads may read it at once.
typedef struct icushim_charset icushim_charset;

/// The reach of a transliterator (TransliteratorReach.cpp): a set such that a
/// text holding none of its characters comes back from the transliterator
/// unchanged. NULL with a success status when no such set can be told from
/// the transliterator's rules (every text may change); the caller closes it.
icushim_charset *icushim_transliterator_reach(const icushim_transliterator *transliterator, int32_t *status);
/// The characters a transliterator may act on: ICU's source set
/// (getSourceSet, its rules and filter); for one that is code, not rules
/// (Any-Name, Any-Hex), which has none, its filter when that is a set, else
/// every character. The caller closes it.
icushim_charset *icushim_transliterator_source_set(const icushim_transliterator *transliterator, int32_t *status);
/// Whether UTF-8 text holds a character of the set (ill-formed bytes count
/// as U+FFFD, as everywhere in the shim). O(length).
bool icushim_charset_contains_some_utf8(const icushim_charset *set, const char *utf8, int32_t length);
void icushim_charset_close(icushim_charset *set);
/// For the person-names transform `Han-Latin/Names;Han-Latin` exactly as
/// docs/transliteration.md ("Names by pieces") proves it, what keeps a Han
/// name from being split, and how its characters after the first read
/// (all derived from its names pass, which ICU prints): `*initial` may not
/// begin it, `*later` may not follow in it (the caller closes both); the
/// `*pairCount` pairs (X, Y) whose X directly followed by Y keeps a name
/// whole, written to `pairs` (X then Y) only when `pairCapacity` (in
/// entries) holds them all; and the characters the names pass reads after
/// the first the same wherever they stand, as a list (character, tab,
/// reading, each entry NUL-terminated) of `*readingsLength` bytes, written
/// to `readings` under the buffer rule. False, and nothing made, when the
/// transliterator is not built as the proof reads it (another ICU's rules).
bool icushim_transliterator_name_split(const icushim_transliterator *transliterator, icushim_charset **initial, icushim_charset **later,
                                       int32_t *pairs, int32_t pairCapacity, int32_t *pairCount,
                                       char *readings, int32_t readingsCapacity, int32_t *readingsLength);
/// For `Han-Latin` exactly as docs/transliteration.md proves its Han split
/// (`Han-Spacedhan()` as ICU 72.1 prints it, then one pass of context-free
/// rules but for rules `{X}' '?Y`): the number of such pairs (X, Y), each the
/// character whose reading depends on the next and that next one; written
/// to `pairs` (X then Y) only when `capacity` (in entries) holds them all.
/// -1 when the transliterator is not built as the proof reads it.
int32_t icushim_transliterator_han_context(const icushim_transliterator *transliterator, int32_t *pairs, int32_t capacity);
/// For a script's transliterator to Latin (`Cyrl-Latn`) built as
/// docs/transliteration.md ("Letters one by one") proves it gives, on a word
/// of letters that stand alone (icushim_letter_stands_alone), the join of
/// its results on each letter (NFD or NFKD, one pass of rules without
/// context whose keys stay within a letter's decomposition, then NFC): the
/// characters a letter's decomposition must not hold (where a key reaching
/// into the next letter may begin), which the caller closes. NULL with a
/// success status when the transliterator is not built so. Read from the
/// rules ICU prints.
icushim_charset *icushim_transliterator_letters_alone(const icushim_transliterator *transliterator, int32_t *status);
/// Whether a code point is a letter (general category L) whose canonical
/// and compatibility decompositions hold only letters and marks, none of
/// `excluded`, and begin with a character NFC never composes backwards
/// over: a letter of icushim_transliterator_letters_alone.
bool icushim_letter_stands_alone(int32_t codePoint, const icushim_charset *excluded);
/// Whether UTF-8 text is empty or its canonical decomposition begins with a
/// character NFC never composes backwards over: NFC of any text followed by
/// it is NFC of each. O(length).
bool icushim_text_composes_fresh(const char *utf8, int32_t length);
/// A script's transliterator to Latin read position by position
/// (TransliteratorContextLetters.cpp; docs/transliteration.md, "Letters with
/// separators"): immutable once made; any number of threads may use it at
/// once (ICU runs one rule pass at a time in a process).
typedef struct icushim_context_letters icushim_context_letters;
/// For a script's transliterator to Latin built as that proof reads it (a
/// decomposition, one pass of rules whose keys are one character with no
/// context or empty with a short context, then NFC, which changes none of
/// the pass's outputs): the pass, its alphabets and how far it reads around
/// each position. NULL with a success status when it is not built so (the
/// caller closes it).
icushim_context_letters *icushim_transliterator_context_letters(const icushim_transliterator *transliterator, int32_t *status);
void icushim_context_letters_close(icushim_context_letters *letters);
/// The number of characters the pass reads (inputs) and writes (outputs);
/// each is named by its index, below 250.
int32_t icushim_context_letters_input_count(const icushim_context_letters *letters);
int32_t icushim_context_letters_output_count(const icushim_context_letters *letters);
/// The output character of an index (a BMP code point), or -1.
int32_t icushim_context_letters_output(const icushim_context_letters *letters, int32_t index);
/// The input character of an index (a BMP code point), or -1.
int32_t icushim_context_letters_input(const icushim_context_letters *letters, int32_t index);
/// For an input index: how many characters written before it (`*ante`, at
/// most 4) and inputs from it on (`*post`, 1 to 3) decide what the pass
/// writes there, and the class of each output character, then of the edge
/// of the text, as those rules read it (`classes`: output count + 1 entries).
/// Two positions alike in these are written alike.
void icushim_context_letters_shape(const icushim_context_letters *letters, int32_t input, int32_t *ante, int32_t *post,
                                   uint8_t *classes);
/// The decomposition of a code point as input indexes, written to `inputs`;
/// its length, or -1 when a character of it is not an input, not a starter,
/// or `capacity` is too small.
int32_t icushim_context_letters_decompose(const icushim_context_letters *letters, int32_t codePoint, uint8_t *inputs,
                                          int32_t capacity);
/// What the pass writes at a position (output indexes, to `outputs`; the
/// count, or -1 when ICU's pass did not finish or `capacity` is too small):
/// `written` the output before it (at most its input's ante), `inputs` the
/// input there and those after it (at most its post).
int32_t icushim_context_letters_read(const icushim_context_letters *letters, const uint8_t *written, int32_t writtenCount,
                                     const uint8_t *inputs, int32_t inputCount, uint8_t *outputs, int32_t capacity);
/// The set as ranges of code points: `*count` receives the number of
/// ranges; each range is two entries of `pairs` (first, last), written only
/// when `capacity` (in entries) holds them all. O(ranges).
void icushim_charset_ranges(const icushim_charset *set, int32_t *pairs, int32_t capacity, int32_t *count);
/// A set of `count` ranges of code points, `pairs` as icushim_charset_ranges
/// writes them (first ≤ last ≤ U+10FFFF); U_ILLEGAL_ARGUMENT_ERROR for a
/// range that is not. The caller closes it. O(ranges).
icushim_charset *icushim_charset_from_ranges(const int32_t *pairs, int32_t count, int32_t *status);
/// `set` less the exemplar characters of `localeID` of the ICUSHIM_EXEMPLAR_*
/// kinds `kinds` (a bit per kind), as ICU's locale data has them. The caller
/// closes it. O(the sets' ranges).
icushim_charset *icushim_charset_without_exemplars(const icushim_charset *set, const char *localeID, int32_t kinds, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
