// The reach of a transliterator: a set of characters such that a text with
// none of them comes back unchanged. ICU's own getSourceSet cannot serve: it
// is documented as approximate, a normalization step contributes nothing to
// it, and rules with an empty key (Han-Latin's, which put a space after a
// full stop before a letter) are missing from it. The reach is derived here
// from the rules ICU itself prints (toRules), conservatively: docs/
// transliteration.md, "Texts a transform cannot change", gives the argument.
#include "ICUShim.h"
#include "Support.h"

#include <memory>
#include <unicode/parsepos.h>
#include <unicode/translit.h>
#include <unicode/uniset.h>
#include <unicode/utf8.h>

namespace icushim {

bool isRuleSpace(UChar32 c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// Skips a quoted literal starting at `pos` (on its opening quote); adds its
/// first character (or the apostrophe of `''`) as one element when `into`.
int32_t skipQuoted(const icu::UnicodeString &rules, int32_t pos, SourceElements *into) {
    int32_t start = ++pos;
    while (pos < rules.length()) {
        if (rules.charAt(pos) == '\'') {
            if (pos + 1 < rules.length() && rules.charAt(pos + 1) == '\'') { pos += 2; continue; }
            break;
        }
        pos += U16_LENGTH(rules.char32At(pos));
    }
    if (into != nullptr) {
        UChar32 first = pos == start ? U'\'' : rules.char32At(start);
        into->add(icu::UnicodeSet(first, first));
        if (pos - start > U16_LENGTH(first)) into->longLiteral = true;
    }
    return pos + 1;
}

/// Parses the source side of a rule from `pos` up to its operator. Returns
/// the position of the operator, or -1 when the side holds something this
/// reading does not know (a variable), which leaves the reach unbounded.
int32_t parseSource(const icu::UnicodeString &rules, int32_t pos, SourceElements &side) {
    while (pos < rules.length()) {
        UChar32 c = rules.char32At(pos);
        if (c == '>' || c == '<' || c == 0x2192 || c == 0x2190 || c == 0x2194) return pos;
        if (c == '{') {
            // What came before is ante-context; the key starts.
            side.zones.assign(side.elements.size(), SourceElements::ante);
            side.zone = SourceElements::key;
            ++pos;
            continue;
        }
        if (c == '}') { side.zone = SourceElements::post; ++pos; continue; }
        if (isRuleSpace(c) || c == '|' || c == '^' || c == '@') { ++pos; continue; }
        if (icu::UnicodeSet::resemblesPattern(rules, pos)) {
            UErrorCode code = U_ZERO_ERROR;
            icu::ParsePosition position(pos);
            icu::UnicodeSet set;
            set.applyPattern(rules, position, USET_IGNORE_SPACE, nullptr, code);
            if (U_FAILURE(code)) return -1;
            side.add(set);
            pos = position.getIndex();
        } else if (c == '\'') {
            pos = skipQuoted(rules, pos, &side);
        } else if (c == '\\') {
            int32_t next = pos + 1;
            UChar32 escaped = rules.unescapeAt(next);
            if (escaped < 0) return -1;
            side.add(icu::UnicodeSet(escaped, escaped));
            pos = next;
        } else if (c == '(') {
            side.segmentStarts.push_back(side.elements.size());
            ++pos;
        } else if (c == ')' || c == '?' || c == '*' || c == '+') {
            // A quantifier makes the element or segment before it optional
            // (`+` keeps it mandatory); `)` closes a segment.
            size_t first = side.elements.empty() ? 0 : side.elements.size() - 1;
            if (c == ')') {
                if (side.segmentStarts.empty()) return -1;
                first = side.segmentStarts.back();
                side.segmentStarts.pop_back();
                int32_t after = pos + 1;
                c = after < rules.length() ? rules.charAt(after) : 0;
                if (c == '?' || c == '*') pos = after;
            }
            if (c == '?' || c == '*') {
                for (size_t i = first; i < side.elements.size(); ++i) side.elements[i].second = false;
            }
            ++pos;
        } else if (c == '$') {
            int32_t next = pos + 1;
            if (next < rules.length() && u_isalpha(rules.char32At(next))) return -1; // a variable
            ++pos;                                                                 // the end anchor
        } else if (c == '.') {
            side.add(icu::UnicodeSet(0, 0x10FFFF));
            ++pos;
        } else {
            side.add(icu::UnicodeSet(c, c));
            pos += U16_LENGTH(c);
        }
    }
    return -1;
}

/// The position after the `;` that ends the statement from `pos` on.
int32_t skipStatement(const icu::UnicodeString &rules, int32_t pos) {
    while (pos < rules.length()) {
        UChar c = rules.charAt(pos);
        if (c == ';') return pos + 1;
        if (c == '\'') { pos = skipQuoted(rules, pos, nullptr); continue; }
        pos += c == '\\' ? 2 : 1;
    }
    return pos;
}

bool holdsOutsideSets(const icu::UnicodeString &rules, int32_t pos, int32_t end, const char16_t *characters) {
    const icu::UnicodeString wanted(characters);
    int32_t depth = 0;
    bool quoted = false;
    for (; pos < end; ++pos) {
        UChar c = rules.charAt(pos);
        if (c == '\'') { quoted = !quoted; continue; }
        if (quoted) continue;
        if (c == '\\') { ++pos; continue; }
        if (c == '[') ++depth;
        else if (c == ']') --depth;
        else if (depth == 0 && wanted.indexOf(c) >= 0) return true;
    }
    return false;
}

bool forEachPlainForwardRule(const icu::UnicodeString &rules,
                             const std::function<bool(const SourceElements &, int32_t start, int32_t op, int32_t end)> &visit) {
    int32_t pos = 0;
    while (pos < rules.length()) {
        if (isRuleSpace(rules.charAt(pos)) || rules.charAt(pos) == ';') { ++pos; continue; }
        SourceElements side;
        int32_t op = parseSource(rules, pos, side);
        if (op < 0 || side.longLiteral || rules.charAt(op) != '>') return false;
        int32_t end = skipStatement(rules, op);
        if (!visit(side, pos, op, end)) return false;
        pos = end;
    }
    return true;
}

} // namespace icushim

namespace {

using icushim::SourceElements;
using icushim::isRuleSpace;
using icushim::parseSource;
using icushim::skipStatement;

/// The smallest set among a rule's mandatory elements that cannot match the
/// text's edges (ether, U+FFFF): every match of the rule holds a character
/// of it. False when the rule has none (it could match anywhere).
bool addWitness(const SourceElements &side, icu::UnicodeSet &reach) {
    const icu::UnicodeSet *witness = nullptr;
    for (const auto &[set, mandatory] : side.elements) {
        if (mandatory && !set.contains(0xFFFF) && (witness == nullptr || set.size() < witness->size())) witness = &set;
    }
    if (witness == nullptr) return false;
    reach.addAll(*witness);
    return true;
}

/// A `::` statement: a filter alone (`::[set];`, ignored: a filter only
/// narrows what follows), a filtered transliterator (its filter: it changes
/// nothing outside it), `::Null;`, or another (unbounded: false).
bool addStatement(const icu::UnicodeString &rules, int32_t &pos, icu::UnicodeSet &reach) {
    pos += 2;
    while (pos < rules.length() && isRuleSpace(rules.charAt(pos))) ++pos;
    icu::UnicodeSet filter;
    bool filtered = false;
    if (icu::UnicodeSet::resemblesPattern(rules, pos)) {
        UErrorCode code = U_ZERO_ERROR;
        icu::ParsePosition position(pos);
        filter.applyPattern(rules, position, USET_IGNORE_SPACE, nullptr, code);
        if (U_FAILURE(code)) return false;
        pos = position.getIndex();
        filtered = true;
    }
    int32_t end = skipStatement(rules, pos);
    icu::UnicodeString id = rules.tempSubString(pos, end - pos);
    int32_t cut = id.indexOf(u'(');
    if (cut < 0) cut = id.indexOf(u';');
    if (cut >= 0) id.truncate(cut);
    id.trim();
    pos = end;
    if (id.isEmpty() || id.caseCompare(u"Null", 0) == 0) return true;
    if (!filtered) return false;
    reach.addAll(filter);
    return true;
}

/// Adds the reach of one transliterator that is not compound, from its rules.
bool addLeaf(const icu::Transliterator &leaf, icu::UnicodeSet &reach) {
    icu::UnicodeString rules;
    leaf.toRules(rules, true);
    int32_t pos = 0;
    while (pos < rules.length()) {
        UChar c = rules.charAt(pos);
        if (isRuleSpace(c) || c == ';') { ++pos; continue; }
        if (pos + 1 < rules.length() && rules.charAt(pos + 1) == u':' && c == u':') {
            if (!addStatement(rules, pos, reach)) return false;
            continue;
        }
        SourceElements side;
        int32_t op = parseSource(rules, pos, side);
        if (op < 0) return false;
        UChar32 symbol = rules.char32At(op);
        bool forward = symbol != '<' && symbol != 0x2190;
        if (symbol == '<' && op + 1 < rules.length() && rules.charAt(op + 1) == '>') forward = true;
        if (forward && !addWitness(side, reach)) return false;
        pos = skipStatement(rules, op);
    }
    return true;
}

/// Adds the reach of `transliterator`: its leaf's or its elements', narrowed
/// to its filter when it has one that is a set. A filtered transliterator
/// changes nothing outside its filter, and runs on each stretch of the text
/// inside it as on a text of its own, which a stretch with nothing of the
/// unfiltered reach is not changed by. (`Han-Latin` runs `Fullwidth-Halfwidth`
/// under a filter of ideographs: katakana and fullwidth forms are outside.)
bool addReach(const icu::Transliterator &transliterator, icu::UnicodeSet &reach) {
    icu::UnicodeSet own;
    int32_t count = transliterator.countElements();
    if (count == 0) {
        if (!addLeaf(transliterator, own)) return false;
    } else {
        UErrorCode code = U_ZERO_ERROR;
        for (int32_t i = 0; i < count; ++i) {
            const icu::Transliterator &element = transliterator.getElement(i, code);
            if (U_FAILURE(code) || &element == &transliterator || !addReach(element, own)) return false;
        }
    }
    const icu::UnicodeFilter *filter = transliterator.getFilter();
    if (filter != nullptr && filter->getDynamicClassID() == icu::UnicodeSet::getStaticClassID()) {
        own.retainAll(*static_cast<const icu::UnicodeSet *>(filter));
    }
    reach.addAll(own);
    return true;
}

} // namespace

icushim_charset *icushim_transliterator_reach(const icushim_transliterator *transliterator, int32_t *status) {
    *status = U_ZERO_ERROR;
    auto reach = std::make_unique<icushim_charset>();
    if (!addReach(icushim::transliteratorOf(transliterator), reach->set)) return nullptr;
    reach->set.freeze();
    if (reach->set.isBogus()) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    return reach.release();
}

bool icushim_charset_contains_some_utf8(const icushim_charset *set, const char *utf8, int32_t length) {
    const auto *bytes = reinterpret_cast<const uint8_t *>(utf8);
    for (int32_t i = 0; i < length;) {
        UChar32 c;
        U8_NEXT(bytes, i, length, c);
        // Ill-formed UTF-8 reaches ICU as U+FFFD (the shim's rule).
        if (set->set.contains(c < 0 ? 0xFFFD : c)) return true;
    }
    return false;
}

void icushim_charset_ranges(const icushim_charset *set, int32_t *pairs, int32_t capacity, int32_t *count) {
    int32_t ranges = set->set.getRangeCount();
    *count = ranges;
    if (pairs == nullptr || capacity < 2 * ranges) return;
    for (int32_t i = 0; i < ranges; ++i) {
        pairs[2 * i] = set->set.getRangeStart(i);
        pairs[2 * i + 1] = set->set.getRangeEnd(i);
    }
}

icushim_charset *icushim_charset_from_ranges(const int32_t *pairs, int32_t count, int32_t *status) {
    auto made = std::make_unique<icushim_charset>();
    for (int32_t i = 0; i < count; ++i) {
        int32_t first = pairs[2 * i], last = pairs[2 * i + 1];
        if (first < 0 || first > last || last > 0x10FFFF) {
            *status = U_ILLEGAL_ARGUMENT_ERROR;
            return nullptr;
        }
        made->set.add(first, last);
    }
    made->set.freeze();
    *status = made->set.isBogus() ? U_MEMORY_ALLOCATION_ERROR : U_ZERO_ERROR;
    return U_SUCCESS(static_cast<UErrorCode>(*status)) ? made.release() : nullptr;
}

void icushim_charset_close(icushim_charset *set) {
    delete set;
}
