// A script's transliterator to Latin built from ICU's transliteration data
// without ICU's registry (docs/transliteration.md, "Without the registry").
// Opening any transliterator by ID first builds the registry of all of
// ICU's IDs, some 140 million instructions: more than a short run's whole
// work. The registry only finds a transform's rules in ICU's data and chains
// its parts; this file does the same for the forms it knows, reading the
// rules from the same data (`translit` bundle, `RuleBasedTransliteratorIDs`),
// and refuses any other form, whose caller then opens the ID through ICU.
// (Thai's dictionary word break, `Any-BreakInternal`, which no rules
// describe, is ICU's word break iterator in a step of the shim's.)
//
// A transform's rules are statements. `::` statements name other transforms
// (normalizations, or IDs of the same data) or give the whole transform's
// filter; runs of rules between them are rule passes, which ICU builds from
// their text (with the variables defined before them) exactly as it builds
// them when it parses the whole. The parts run in order over the text, each
// within its own filter, as ICU's compound transliterator runs them
// (TransliteratorChain.h).
#include "ICUShim.h"
#include "SecondICU.h"
#include "Support.h"
#include "TransliteratorChain.h"
#include "TransliteratorRulesIndex.h"

#include <algorithm>
#include <memory>
#include <vector>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/parsepos.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/uniset.h>

namespace {

using icushim::RulesIndex;
using icushim::SecondICU;
using icushim::Source;

/// Where a transform's rules are found, and which ICU runs its rule passes.
struct Builder {
    RulesIndex index;
    /// Null: this process's ICU; else each pass runs on this copy when it can (SecondICU.h).
    std::shared_ptr<SecondICU> second;
};

/// White space ICU's rule parser skips (Pattern_White_Space: not U+3000,
/// which `UnicodeString::trim` would take, and which `Fullwidth-Halfwidth`
/// writes as a rule's first character).
bool isPatternSpace(UChar c) { return u_hasBinaryProperty(c, UCHAR_PATTERN_WHITE_SPACE); }

/// `text` without the white space ICU's rule parser skips around it.
icu::UnicodeString &trimmed(icu::UnicodeString &text) {
    int32_t start = 0, end = text.length();
    while (start < end && isPatternSpace(text.charAt(start))) ++start;
    while (end > start && isPatternSpace(text.charAt(end - 1))) --end;
    return text.retainBetween(start, end);
}

/// One statement of a transform's rules, read for what the chain needs.
struct Statement {
    enum Kind { rule, variable, idOrFilter } kind;
    icu::UnicodeString text; // the statement with its `;`, or the ID statement after `::`
};

/// Splits rules into statements at each `;` outside quotes, escapes and
/// sets. False for what this file does not read: a comment, a pragma.
bool splitStatements(const icu::UnicodeString &rules, std::vector<Statement> &statements) {
    int32_t start = 0, depth = 0;
    bool quoted = false;
    for (int32_t pos = 0; pos < rules.length(); ++pos) {
        UChar c = rules.charAt(pos);
        // A quote is literal within a set (`[',.]`), as ICU's set parser reads it.
        if (c == '\'' && depth == 0) { quoted = !quoted; continue; }
        if (quoted) continue;
        if (c == '\\') { ++pos; continue; }
        if (c == '[') ++depth;
        else if (c == ']') --depth;
        else if (c == '#' && depth == 0) return false;
        else if (c == ';' && depth == 0) {
            icu::UnicodeString text(rules, start, pos + 1 - start);
            trimmed(text);
            start = pos + 1;
            if (text == u";") continue;
            if (text.startsWith(u"::")) {
                icu::UnicodeString id(text, 2, text.length() - 3);
                statements.push_back({Statement::idOrFilter, trimmed(id)});
            } else if (text.startsWith(u"use ")) {
                return false;
            } else {
                bool definition = text.startsWith(u"$") && text.indexOf(u'=') > 0
                    && text.indexOf(u'>') < 0 && text.indexOf(u'<') < 0 && text.indexOf(u'\u2192') < 0
                    && text.indexOf(u'\u2190') < 0 && text.indexOf(u'\u2194') < 0;
                statements.push_back({definition ? Statement::variable : Statement::rule, text});
            }
        }
    }
    icu::UnicodeString rest(rules, start);
    return !quoted && depth == 0 && trimmed(rest).isEmpty();
}

/// An ID statement read for one direction: the part's filter (frozen) and
/// ID (empty when it has none in that direction).
struct Part {
    std::shared_ptr<const icu::UnicodeSet> filter;
    icu::UnicodeString id;
};

/// Where the set pattern starting at `pos` ends (after its `]`), or -1.
int32_t setPatternEnd(const icu::UnicodeString &text, int32_t pos) {
    int32_t depth = 0;
    for (; pos < text.length(); ++pos) {
        UChar c = text.charAt(pos);
        if (c == '\\') ++pos;
        else if (c == '[') ++depth;
        else if (c == ']' && --depth == 0) return pos + 1;
    }
    return -1;
}

/// Reads a filter (when a set pattern starts at `pos`; parsed only when
/// `parse`, else passed over) and the ID after it up to `end`. Returns where
/// the ID starts, or -1.
int32_t readFilterAndID(const icu::UnicodeString &text, int32_t pos, int32_t end, bool parse, Part &part) {
    while (pos < end && isPatternSpace(text.charAt(pos))) ++pos;
    if (icu::UnicodeSet::resemblesPattern(text, pos)) {
        if (parse) {
            UErrorCode code = U_ZERO_ERROR;
            icu::ParsePosition position(pos);
            auto set = std::make_shared<icu::UnicodeSet>();
            set->applyPattern(text, position, USET_IGNORE_SPACE, nullptr, code);
            if (U_FAILURE(code) || position.getIndex() > end) return -1;
            set->freeze();
            part.filter = std::move(set);
            pos = position.getIndex();
        } else {
            pos = setPatternEnd(text, pos);
            if (pos < 0 || pos > end) return -1;
        }
    }
    part.id = icu::UnicodeString(text, pos, end - pos);
    trimmed(part.id);
    return pos;
}

/// Reads `[filter] ID ([filter] ID)`: the part for `direction`. False for a
/// form this file does not read: backwards, an ID with no reverse part
/// given (ICU would invert it).
bool readPart(const icu::UnicodeString &statement, UTransDirection direction, Part &part) {
    Part forward;
    int32_t idStart = readFilterAndID(statement, 0, statement.length(), direction == UTRANS_FORWARD, forward);
    if (idStart < 0) return false;
    // Searched after the forward filter: a `(` in its pattern is no reverse part.
    int32_t open = statement.indexOf(u'(', idStart);
    if (open >= 0) {
        forward.id.setTo(statement, idStart, open - idStart);
        trimmed(forward.id);
    }
    if (direction == UTRANS_FORWARD) {
        part = forward;
        return true;
    }
    if (open < 0) return forward.id.isEmpty();
    int32_t close = statement.lastIndexOf(u')');
    return close > open && readFilterAndID(statement, open + 1, close, true, part) >= 0;
}

/// A filter for one more transliterator to adopt, or null.
icu::UnicodeSet *adoptable(const std::shared_ptr<const icu::UnicodeSet> &filter) {
    return filter ? filter->clone() : nullptr;
}

/// The normalizer an ID names, or null; `id` becomes its name alone ("NFD"),
/// which the step prints as its rules (`::NFD;`, as TransliteratorLetters.cpp reads them).
const icu::Normalizer2 *normalizerNamed(icu::UnicodeString &id) {
    if (id.startsWith(u"Any-")) id.remove(0, 4);
    id.toUpper(icu::Locale::getRoot());
    UErrorCode code = U_ZERO_ERROR;
    const icu::Normalizer2 *normalizer = nullptr;
    if (id == u"NFD") normalizer = icu::Normalizer2::getNFDInstance(code);
    else if (id == u"NFC") normalizer = icu::Normalizer2::getNFCInstance(code);
    else if (id == u"NFKD") normalizer = icu::Normalizer2::getNFKDInstance(code);
    else if (id == u"NFKC") normalizer = icu::Normalizer2::getNFKCInstance(code);
    return U_SUCCESS(code) ? normalizer : nullptr;
}

std::unique_ptr<icu::Transliterator> build(const Builder &builder, const icu::UnicodeString &id, int depth);

/// A rule pass from its statements, as ICU's parser builds it; null when ICU refuses them.
std::unique_ptr<icu::Transliterator> rulePass(const Builder &builder, const icu::UnicodeString &id,
                                              const icu::UnicodeString &rules, UTransDirection direction) {
    UParseError error;
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::Transliterator> pass(icu::Transliterator::createFromRules(id, rules, direction, error, code));
    if (U_FAILURE(code)) return nullptr;
    return builder.second ? builder.second->passOnCopy(std::move(pass), rules, direction) : std::move(pass);
}

/// The part an ID statement names, with its filter; null when it names
/// nothing in this direction (`::(Lower);` read forwards) or what this file
/// does not build. `ownedByEachCopy`: the part is ICU's word break, which
/// each copy of a chain must clone (TransliteratorChain.h).
std::unique_ptr<icu::Transliterator> partNamed(const Builder &builder, const Part &part, int depth, bool &failed,
                                               bool &ownedByEachCopy) {
    ownedByEachCopy = false;
    if (part.id.isEmpty()) return nullptr;
    std::unique_ptr<icu::Transliterator> made;
    icu::UnicodeString name = part.id;
    if (const icu::Normalizer2 *normalizer = normalizerNamed(name)) {
        made = std::make_unique<icushim::NormalizationStep>(name, *normalizer);
    } else if (name == u"BREAKINTERNAL") {
        // Thai's word break, which no rules describe: ICU's word break
        // iterator in a step of the shim's (TransliteratorChain.h). Each
        // copy of the chain clones it, as ICU's compound clones its elements.
        ownedByEachCopy = true;
        made = icushim::WordBreakStep::make();
    } else {
        made = build(builder, part.id, depth + 1);
    }
    if (made && part.filter) {
        icu::UnicodeSet *set = adoptable(part.filter);
        if (set == nullptr) made.reset();
        else made->adoptFilter(set);
    }
    failed = !made;
    return made;
}

/// The chain that `source` describes, or null.
///
/// ICU's parser gathers consecutive ID statements into one block and the
/// statements between blocks into one pass; the transform runs the first
/// block, the first pass, the second block, and so on. Read backwards, it
/// reverses the list of blocks and the list of passes each on its own, and
/// still starts with a block: so rules that end with a pass run that pass
/// after the last block, not first (`Bopomofo-Latin`). Each block is built
/// from its IDs written as one compound ID, in the order they run, and a
/// compound ID that starts with a filter has it as its whole filter: the
/// block's first part's filter, when it has one, also filters every later
/// part of the block (`::[[:Katakana:]] halfwidth-fullwidth(); ::NFD;`
/// leaves hiragana undecomposed). The chain does the same.
std::unique_ptr<icu::Transliterator> chainOf(const Builder &builder, const icu::UnicodeString &id, const Source &source, int depth) {
    std::vector<Statement> statements;
    if (!splitStatements(source.rules, statements)) return nullptr;
    const bool reverse = source.direction == UTRANS_REVERSE;
    // Blocks and passes in the order of the statements; null where one does
    // nothing in this direction. A pass's text starts with every variable
    // defined before it, as the whole parse would have them.
    std::vector<std::unique_ptr<icu::Transliterator>> blocks, passes;
    // `definitions`: the variable statements of the passes before; `pass`:
    // this pass's statements in order, `passDefinitions` its variable ones.
    icu::UnicodeString definitions, pass, passDefinitions;
    std::shared_ptr<const icu::UnicodeSet> filter;
    bool passHasRules = false, readingBlock = true;
    std::vector<Part> block;
    auto endPass = [&]() -> bool {
        std::unique_ptr<icu::Transliterator> made;
        if (passHasRules && !(made = rulePass(builder, id, definitions + pass, source.direction))) return false;
        passes.push_back(std::move(made));
        definitions += passDefinitions;
        pass.remove();
        passDefinitions.remove();
        passHasRules = false;
        return true;
    };
    auto endBlock = [&]() -> bool {
        if (reverse) std::reverse(block.begin(), block.end());
        auto chain = std::make_unique<icushim::TransliteratorChain>(id);
        for (const Part &part : block) {
            bool failed = false, ownedByEachCopy = false;
            auto made = partNamed(builder, part, depth, failed, ownedByEachCopy);
            if (failed) return false;
            if (made) chain->add(std::move(made), ownedByEachCopy);
        }
        if (!block.empty() && block.front().filter) {
            icu::UnicodeSet *set = adoptable(block.front().filter);
            if (set == nullptr) return false;
            chain->adoptFilter(set);
        }
        block.clear();
        blocks.push_back(std::move(chain));
        return true;
    };
    for (size_t i = 0; i < statements.size(); ++i) {
        const Statement &statement = statements[i];
        if (statement.kind != Statement::idOrFilter) {
            if (readingBlock && !endBlock()) return nullptr;
            readingBlock = false;
            pass += statement.text;
            if (statement.kind == Statement::variable) passDefinitions += statement.text;
            passHasRules = passHasRules || statement.kind == Statement::rule;
            continue;
        }
        if (!readingBlock && !endPass()) return nullptr;
        readingBlock = true;
        Part part;
        if (!readPart(statement.text, source.direction, part)) return nullptr;
        if (part.id.isEmpty() && part.filter) {
            // A filter alone is the whole transform's: first when read
            // forwards, last when backwards. It is no part of a block.
            if (i != (reverse ? statements.size() - 1 : 0)) return nullptr;
            filter = part.filter;
            continue;
        }
        block.push_back(part);
    }
    if (readingBlock ? !block.empty() && !endBlock() : !endPass()) return nullptr;
    if (reverse) {
        std::reverse(blocks.begin(), blocks.end());
        std::reverse(passes.begin(), passes.end());
    }
    auto chain = std::make_unique<icushim::TransliteratorChain>(id);
    for (size_t i = 0; i < std::max(blocks.size(), passes.size()); ++i) {
        if (i < blocks.size() && blocks[i]) chain->add(std::move(blocks[i]));
        if (i < passes.size() && passes[i]) chain->add(std::move(passes[i]));
    }
    if (filter) {
        icu::UnicodeSet *set = adoptable(filter);
        if (set == nullptr) return nullptr;
        chain->adoptFilter(set);
    }
    return chain;
}

std::unique_ptr<icu::Transliterator> build(const Builder &builder, const icu::UnicodeString &id, int depth) {
    Source source;
    if (depth > icushim::maximumTransformDepth || !builder.index.find(id, source)) return nullptr;
    return chainOf(builder, id, source, depth);
}

} // namespace

std::unique_ptr<icu::Transliterator> icushim::transliteratorFromData(const char *id) {
    Builder builder;
    return build(builder, icu::UnicodeString::fromUTF8(id), 0);
}

std::unique_ptr<icu::Transliterator> icushim::scriptToLatinFromData(UScriptCode script, std::shared_ptr<SecondICU> second) {
    // The ID `Any-Latin` asks ICU for on a run of the script: its code,
    // then (as ICU's registry also looks) its name, before `-Latin`.
    Builder builder{RulesIndex(), std::move(second)};
    const RulesIndex &index = builder.index;
    for (const char *name : {uscript_getShortName(script), uscript_getName(script)}) {
        if (name == nullptr) continue;
        icu::UnicodeString id = icu::UnicodeString::fromUTF8(name) + u"-Latin";
        Source source;
        if (index.find(id, source)) return chainOf(builder, id, source, 0);
    }
    return nullptr;
}
