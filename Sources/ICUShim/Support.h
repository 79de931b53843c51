// Helpers shared by the shim's source files. Not part of the public header.
#ifndef ICUSHIM_SUPPORT_H
#define ICUSHIM_SUPPORT_H

#include "ICUShim.h"

#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>
#include <unicode/translit.h>
#include <unicode/uniset.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>

static_assert(ICUSHIM_STATUS_USING_DEFAULT == U_USING_DEFAULT_WARNING);
static_assert(ICUSHIM_STATUS_ILLEGAL_ARGUMENT == U_ILLEGAL_ARGUMENT_ERROR);
static_assert(ICUSHIM_STATUS_INTERNAL_PROGRAM_ERROR == U_INTERNAL_PROGRAM_ERROR);
static_assert(ICUSHIM_STATUS_MEMORY_ALLOCATION == U_MEMORY_ALLOCATION_ERROR);
static_assert(ICUSHIM_STATUS_FILE_ACCESS == U_FILE_ACCESS_ERROR);
static_assert(ICUSHIM_STATUS_INVALID_CHAR_FOUND == U_INVALID_CHAR_FOUND);
static_assert(ICUSHIM_STATUS_TRUNCATED_CHAR_FOUND == U_TRUNCATED_CHAR_FOUND);
static_assert(ICUSHIM_STATUS_ILLEGAL_CHAR_FOUND == U_ILLEGAL_CHAR_FOUND);

struct icushim_charset {
    icu::UnicodeSet set; // frozen: read-only, safe on any thread
};

namespace icushim {

/// Copies `value` into a caller's buffer under the header's buffer rule:
/// returns its length, and writes it NUL-terminated only when it fits.
inline int32_t copyOut(const std::string &value, char *out, int32_t capacity) {
    int32_t length = static_cast<int32_t>(value.size());
    if (out != nullptr && length < capacity) {
        std::memcpy(out, value.data(), value.size());
        out[length] = 0;
    }
    return length;
}

/// Copies a list into a caller's buffer under the header's buffer rule: the
/// items, each followed by NUL, are one string to `copyOut`.
inline int32_t copyOutList(const std::vector<std::string> &items, char *out, int32_t capacity) {
    std::string joined;
    for (const std::string &item : items) {
        joined += item;
        joined.push_back('\0');
    }
    return copyOut(joined, out, capacity);
}

inline std::string toUTF8(const icu::UnicodeString &text) {
    std::string result;
    text.toUTF8String(result);
    return result;
}

/// Calls an ICU function that fills a UTF-16 buffer,
/// `fill(buffer, capacity, &code)`, once more with the length it asks for
/// when the first buffer was too small. Returns the text as UTF-8, empty on
/// failure (then in `code`).
template <typename Fill>
std::string filledUTF16(Fill fill, UErrorCode &code) {
    std::vector<UChar> buffer(256);
    int32_t length = fill(buffer.data(), static_cast<int32_t>(buffer.size()), &code);
    if (code == U_BUFFER_OVERFLOW_ERROR) {
        code = U_ZERO_ERROR;
        buffer.resize(length + 1);
        length = fill(buffer.data(), static_cast<int32_t>(buffer.size()), &code);
    }
    if (U_FAILURE(code)) return {};
    return toUTF8(icu::UnicodeString(buffer.data(), length));
}

inline icu::UnicodeString fromUTF8(const char *utf8, int32_t length) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(utf8, length));
}

/// The rule-based transform `id` ("Katakana-Hiragana"), built from ICU's
/// transliteration data without ICU's registry; null when the data holds a
/// form it does not build (TransliteratorFromData.cpp).
std::unique_ptr<icu::Transliterator> transliteratorFromData(const char *id);
class SecondICU;
/// What `Any-Latin` runs on a run of `script`, built so; null as above.
/// With `second`, its rule passes run on that copy of ICU (SecondICU.h).
std::unique_ptr<icu::Transliterator> scriptToLatinFromData(UScriptCode script, std::shared_ptr<SecondICU> second = nullptr);
/// The parts a transliterator runs in order: a compound's elements, or those
/// of a chain built from ICU's data; none for a single step (TransliteratorChain.cpp).
std::vector<const icu::Transliterator *> partsOf(const icu::Transliterator &transliterator);

/// What a leaf of a transliterator does, read from the rules it prints: a
/// decomposition (NFD, NFKD), a composition (NFC), a pass of rules, or
/// something else (TransliteratorLetters.cpp).
enum class Step { decompose, compose, rules, other };
Step stepOf(const icu::Transliterator &leaf);
/// The leaves of `transliterator` in order (a compound's elements, and
/// theirs), or false when one has a filter of its own.
bool addLeaves(const icu::Transliterator &transliterator, std::vector<const icu::Transliterator *> &leaves);

/// The ICU transliterator behind a handle (defined in Transliterator.cpp).
const icu::Transliterator &transliteratorOf(const icushim_transliterator *transliterator);

/// What one rule's source side (before its operator) needs from the text
/// (TransliteratorReach.cpp reads it from ICU's printed rules).
struct SourceElements {
    enum Zone { ante, key, post };
    /// Each element's characters, and whether the element is mandatory.
    std::vector<std::pair<icu::UnicodeSet, bool>> elements;
    /// The zone of each element (ante-context, key, post-context).
    std::vector<Zone> zones;
    /// Where each open segment `(` started, as an index into `elements`.
    std::vector<size_t> segmentStarts;
    /// The zone the next element goes to.
    Zone zone = key;
    /// Whether a quoted literal of more than one character was read (only
    /// its first character is an element).
    bool longLiteral = false;

    void add(icu::UnicodeSet set) {
        elements.emplace_back(std::move(set), true);
        zones.push_back(zone);
    }
};

bool isRuleSpace(UChar32 c);
/// Parses the source side of a rule from `pos` up to its operator. Returns
/// the position of the operator, or -1 when the side holds something this
/// reading does not know (a variable).
int32_t parseSource(const icu::UnicodeString &rules, int32_t pos, SourceElements &side);
/// The position after the `;` that ends the statement from `pos` on.
int32_t skipStatement(const icu::UnicodeString &rules, int32_t pos);
/// Whether the rules from `pos` to `end` hold one of `characters` outside
/// quotes, escapes and sets (an anchor, a cursor, a context brace).
bool holdsOutsideSets(const icu::UnicodeString &rules, int32_t pos, int32_t end, const char16_t *characters);
/// Reads a rule's output, from after its operator (`pos`) to its `;`, into
/// `output`: literal characters only, possibly after a cursor `|` (then
/// `rereads`). False for anything else: a reference, a function, a cursor
/// elsewhere (TransliteratorLetters.cpp).
bool readLiteralOutput(const icu::UnicodeString &rules, int32_t pos, int32_t end, bool &rereads, icu::UnicodeString &output);
/// Walks a pass whose statements are all forward rules (`source > target;`)
/// without a quoted literal of several characters, calling `visit` with each
/// rule's source side, where its statement starts, where its operator is and
/// where it ends. False as soon as a statement is anything else or `visit`
/// returns false: the proofs that read such passes (the Han split, the
/// names split, letters alone, letters with separators) cover no other kind
/// of rule.
bool forEachPlainForwardRule(const icu::UnicodeString &rules,
                             const std::function<bool(const SourceElements &, int32_t start, int32_t op, int32_t end)> &visit);

} // namespace icushim

#endif
