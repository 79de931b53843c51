#include "ICUShim.h"
#include "SecondICU.h"
#include "Support.h"

#include <memory>
#include <new>
#include <unicode/translit.h>
#include <unicode/uniset.h>

struct icushim_transliterator {
    std::unique_ptr<icu::Transliterator> transliterator;
    std::string result; // the last result, returned by pointer
};

const icu::Transliterator &icushim::transliteratorOf(const icushim_transliterator *transliterator) {
    return *transliterator->transliterator;
}

icushim_transliterator *icushim_transliterator_open(const char *id, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::Transliterator> transliterator(
        icu::Transliterator::createInstance(icu::UnicodeString::fromUTF8(id), UTRANS_FORWARD, code));
    *status = code;
    if (U_FAILURE(code) || !transliterator) {
        if (U_SUCCESS(code)) *status = U_INVALID_ID;
        return nullptr;
    }
    return new icushim_transliterator{std::move(transliterator), {}};
}

/// A handle on a transliterator built from ICU's data, or null (U_UNSUPPORTED_ERROR).
static icushim_transliterator *handleOfBuilt(std::unique_ptr<icu::Transliterator> transliterator, int32_t *status) {
    if (!transliterator) {
        *status = U_UNSUPPORTED_ERROR;
        return nullptr;
    }
    *status = U_ZERO_ERROR;
    return new icushim_transliterator{std::move(transliterator), {}};
}

struct icushim_second_icu {
    std::shared_ptr<icushim::SecondICU> second;
};

icushim_second_icu *icushim_second_icu_load(void) {
    std::shared_ptr<icushim::SecondICU> second = icushim::SecondICU::load();
    return second ? new icushim_second_icu{std::move(second)} : nullptr;
}

icushim_transliterator *icushim_transliterator_open_script_to_latin(int32_t script, icushim_second_icu *second, int32_t *status) {
    return handleOfBuilt(icushim::scriptToLatinFromData(static_cast<UScriptCode>(script), second ? second->second : nullptr), status);
}

icushim_transliterator *icushim_transliterator_open_from_data(const char *id, int32_t *status) {
    return handleOfBuilt(icushim::transliteratorFromData(id), status);
}

icushim_transliterator *icushim_transliterator_clone(const icushim_transliterator *transliterator, int32_t *status) {
    icu::Transliterator *copy = transliterator->transliterator->clone();
    if (copy == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    *status = U_ZERO_ERROR;
    return new icushim_transliterator{std::unique_ptr<icu::Transliterator>(copy), {}};
}

void icushim_transliterator_close(icushim_transliterator *transliterator) {
    delete transliterator;
}

const char *icushim_transliterator_apply(icushim_transliterator *transliterator, const char *utf8, int32_t length, int32_t *resultLength, int32_t *status) {
    icu::UnicodeString text = icushim::fromUTF8(utf8, length);
    transliterator->transliterator->transliterate(text);
    transliterator->result.clear();
    // transliterate() has no error code: a string it could not allocate
    // comes back bogus (and would read as empty).
    if (text.isBogus()) {
        *resultLength = 0;
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    text.toUTF8String(transliterator->result);
    *resultLength = static_cast<int32_t>(transliterator->result.size());
    *status = U_ZERO_ERROR;
    return transliterator->result.data();
}

icushim_charset *icushim_transliterator_source_set(const icushim_transliterator *transliterator, int32_t *status) {
    auto *set = new (std::nothrow) icushim_charset{};
    if (set == nullptr) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    const icu::Transliterator &rules = *transliterator->transliterator;
    rules.getSourceSet(set->set);
    if (set->set.isEmpty()) {
        // Code, not rules (Any-Name, Any-Hex): ICU tells no source set, so
        // the step's filter when it is a set, else every character.
        const icu::UnicodeFilter *filter = rules.getFilter();
        if (filter != nullptr && filter->getDynamicClassID() == icu::UnicodeSet::getStaticClassID()) {
            set->set = *static_cast<const icu::UnicodeSet *>(filter);
        } else {
            set->set.add(0, 0x10FFFF);
        }
    }
    set->set.freeze();
    *status = set->set.isBogus() ? U_MEMORY_ALLOCATION_ERROR : U_ZERO_ERROR;
    return set;
}
