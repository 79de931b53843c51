// ICU's index of its rule-based transforms, read from its `translit` data
// bundle (TransliteratorFromData.cpp builds transforms from it). Internal to
// the shim.
#ifndef ICUSHIM_TRANSLITERATOR_RULES_INDEX_H
#define ICUSHIM_TRANSLITERATOR_RULES_INDEX_H

#include "Support.h"

#include <string>
#include <unicode/translit.h>
#include <unicode/udata.h>
#include <unicode/ures.h>

namespace icushim {

/// Transforms refer to one another; a chain deeper than this is refused.
constexpr int maximumTransformDepth = 8;

/// A transform's rules and the direction to read them in, from ICU's data.
struct Source {
    icu::UnicodeString rules;
    UTransDirection direction = UTRANS_FORWARD;
};

/// ICU's index of its rule-based transforms.
class RulesIndex {
public:
    RulesIndex() {
        UErrorCode code = U_ZERO_ERROR;
        bundle = ures_openDirect(U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "translit", "root", &code);
        index = ures_getByKey(bundle, "RuleBasedTransliteratorIDs", nullptr, &code);
        if (U_FAILURE(code)) close();
    }
    ~RulesIndex() { close(); }
    RulesIndex(const RulesIndex &) = delete;
    RulesIndex &operator=(const RulesIndex &) = delete;

    /// The rules of `id` (found without regard to case, through aliases to
    /// one other ID), or false.
    bool find(const icu::UnicodeString &id, Source &source, int depth = 0) const {
        if (index == nullptr || depth > maximumTransformDepth) return false;
        UErrorCode code = U_ZERO_ERROR;
        UResourceBundle *entry = entryOf(id);
        if (entry == nullptr) return false;
        bool found = false;
        int32_t length = 0;
        if (const UChar *alias = ures_getStringByKey(entry, "alias", &length, &code); U_SUCCESS(code)) {
            icu::UnicodeString target(alias, length);
            // An alias to a list of IDs is a compound this file does not build.
            found = target.indexOf(u';') < 0 && find(target, source, depth + 1);
        } else {
            code = U_ZERO_ERROR;
            UResourceBundle *file = ures_getByKey(entry, "file", nullptr, &code);
            if (U_FAILURE(code)) {
                code = U_ZERO_ERROR;
                file = ures_getByKey(entry, "internal", file, &code);
            }
            const UChar *rules = ures_getStringByKey(file, "resource", &length, &code);
            int32_t directionLength = 0;
            const UChar *direction = ures_getStringByKey(file, "direction", &directionLength, &code);
            if (U_SUCCESS(code)) {
                source.rules.setTo(rules, length);
                icu::UnicodeString way(direction, directionLength);
                source.direction = way == u"REVERSE" ? UTRANS_REVERSE : UTRANS_FORWARD;
                found = way == u"REVERSE" || way == u"FORWARD";
            }
            ures_close(file);
        }
        ures_close(entry);
        return found;
    }

private:
    UResourceBundle *bundle = nullptr;
    UResourceBundle *index = nullptr;

    void close() {
        ures_close(index);
        ures_close(bundle);
        index = bundle = nullptr;
    }

    /// The index's entry for `id`, by its exact key first, else by a key
    /// equal to it without regard to case (rules write `halfwidth-fullwidth`).
    UResourceBundle *entryOf(const icu::UnicodeString &id) const {
        std::string key = icushim::toUTF8(id);
        UErrorCode code = U_ZERO_ERROR;
        UResourceBundle *entry = ures_getByKey(index, key.c_str(), nullptr, &code);
        if (U_SUCCESS(code)) return entry;
        ures_close(entry);
        for (int32_t i = 0; i < ures_getSize(index); ++i) {
            code = U_ZERO_ERROR;
            UResourceBundle *candidate = ures_getByIndex(index, i, nullptr, &code);
            const char *name = U_SUCCESS(code) ? ures_getKey(candidate) : nullptr;
            if (name != nullptr && icu::UnicodeString::fromUTF8(name).caseCompare(id, U_FOLD_CASE_DEFAULT) == 0) return candidate;
            ures_close(candidate);
        }
        return nullptr;
    }
};

} // namespace icushim

#endif
