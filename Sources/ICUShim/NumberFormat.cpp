#include "ICUShim.h"
#include "Support.h"

#include <memory>
#include <unicode/numberformatter.h>
#include <unicode/numsys.h>

struct icushim_number_formatter {
    icu::number::LocalizedNumberFormatter formatter;
};

icushim_number_formatter *icushim_number_formatter_open(const char *localeID, int32_t *status) {
    *status = U_ZERO_ERROR;
    return new icushim_number_formatter{icu::number::NumberFormatter::withLocale(icu::Locale(localeID))};
}

void icushim_number_formatter_close(icushim_number_formatter *formatter) {
    delete formatter;
}

int32_t icushim_number_formatter_format(const icushim_number_formatter *formatter, int64_t number, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    icu::UnicodeString text = formatter->formatter.formatInt(number, code).toString(code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOut(icushim::toUTF8(text), out, capacity);
}

int32_t icushim_numbering_system_name(const char *localeID, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::NumberingSystem> system(icu::NumberingSystem::createInstance(icu::Locale(localeID), code));
    *status = code;
    if (U_FAILURE(code) || !system) return 0;
    return icushim::copyOut(system->getName(), out, capacity);
}
