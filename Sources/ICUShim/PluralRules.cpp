#include "ICUShim.h"
#include "Support.h"

#include <memory>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>

struct icushim_plural_rules {
    std::unique_ptr<icu::PluralRules> rules;
};

icushim_plural_rules *icushim_plural_rules_open(const char *localeID, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(icu::Locale(localeID), UPLURAL_TYPE_CARDINAL, code));
    *status = code;
    if (U_FAILURE(code) || !rules) {
        if (U_SUCCESS(code)) *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    return new icushim_plural_rules{std::move(rules)};
}

void icushim_plural_rules_close(icushim_plural_rules *rules) {
    delete rules;
}

int32_t icushim_plural_rules_select(const icushim_plural_rules *rules, int64_t number, char *out, int32_t capacity, int32_t *status) {
    *status = U_ZERO_ERROR;
    icu::UnicodeString keyword = rules->rules->select(static_cast<int32_t>(number));
    return icushim::copyOut(icushim::toUTF8(keyword), out, capacity);
}

int32_t icushim_plural_rules_keywords(const icushim_plural_rules *rules, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::StringEnumeration> keywords(rules->rules->getKeywords(code));
    std::vector<std::string> items;
    if (U_SUCCESS(code) && keywords) {
        while (const icu::UnicodeString *keyword = keywords->snext(code)) {
            if (U_FAILURE(code)) break;
            items.push_back(icushim::toUTF8(*keyword));
        }
    }
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOutList(items, out, capacity);
}
