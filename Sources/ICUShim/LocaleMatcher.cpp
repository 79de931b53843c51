#include "ICUShim.h"
#include "Support.h"

#include <string>
#include <vector>
#include <unicode/localematcher.h>
#include <unicode/locid.h>
#include <unicode/uloc.h>

using icushim::copyOut;

struct icushim_locale_matcher {
    icu::LocaleMatcher matcher;
};

icushim_locale_matcher *icushim_locale_matcher_open(int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::vector<icu::Locale> supported;
    int32_t count = uloc_countAvailable();
    supported.reserve(count);
    for (int32_t index = 0; index < count; index++) supported.emplace_back(uloc_getAvailable(index));
    icu::LocaleMatcher::Builder builder;
    for (const icu::Locale &locale : supported) builder.addSupportedLocale(locale);
    builder.setNoDefaultLocale();
    icu::LocaleMatcher matcher = builder.build(code);
    *status = code;
    if (U_FAILURE(code)) return nullptr;
    auto *handle = new (std::nothrow) icushim_locale_matcher{std::move(matcher)};
    if (handle == nullptr) *status = U_MEMORY_ALLOCATION_ERROR;
    return handle;
}

void icushim_locale_matcher_close(icushim_locale_matcher *matcher) {
    delete matcher;
}

namespace {

/// Iterates over the desired locales, remembering which tag each came from.
class DesiredLocales : public icu::Locale::Iterator {
public:
    explicit DesiredLocales(std::vector<icu::Locale> locales) : locales_(std::move(locales)) {}
    UBool hasNext() const override { return next_ < locales_.size(); }
    const icu::Locale &next() override { return locales_[next_++]; }

private:
    std::vector<icu::Locale> locales_;
    size_t next_ = 0;
};

} // namespace

int32_t icushim_locale_matcher_best(const icushim_locale_matcher *matcher, const char *desired, int32_t desiredLength,
                                    int32_t *desiredIndex, char *out, int32_t capacity, int32_t *status) {
    *desiredIndex = -1;
    std::vector<icu::Locale> locales;
    std::vector<int32_t> tagOfLocale;
    int32_t tag = 0;
    for (int32_t start = 0; start < desiredLength; tag++) {
        const char *item = desired + start;
        int32_t length = static_cast<int32_t>(strnlen(item, desiredLength - start));
        UErrorCode parse = U_ZERO_ERROR;
        icu::Locale locale = icu::Locale::forLanguageTag(icu::StringPiece(item, length), parse);
        if (U_SUCCESS(parse) && !locale.isBogus()) {
            locales.push_back(locale);
            tagOfLocale.push_back(tag);
        }
        start += length + 1;
    }
    UErrorCode code = U_ZERO_ERROR;
    DesiredLocales iterator(std::move(locales));
    icu::LocaleMatcher::Result result = matcher->matcher.getBestMatchResult(iterator, code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    if (result.getSupportedLocale() == nullptr || result.getDesiredIndex() < 0) return copyOut("", out, capacity);
    icu::Locale resolved = result.makeResolvedLocale(code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    *desiredIndex = tagOfLocale[result.getDesiredIndex()];
    return copyOut(resolved.getName(), out, capacity);
}
