#include "ICUShim.h"
#include "Support.h"

#include <memory>
#include <vector>
#include <unicode/alphaindex.h>

static_assert(ICUSHIM_LABEL_NORMAL == U_ALPHAINDEX_NORMAL);
static_assert(ICUSHIM_LABEL_UNDERFLOW == U_ALPHAINDEX_UNDERFLOW);
static_assert(ICUSHIM_LABEL_INFLOW == U_ALPHAINDEX_INFLOW);
static_assert(ICUSHIM_LABEL_OVERFLOW == U_ALPHAINDEX_OVERFLOW);

struct icushim_alphabetic_index {
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> index;
    std::vector<std::string> labels;
};

icushim_alphabetic_index *icushim_alphabetic_index_open(const char *localeID, const char *const *extraLabelLocales, int32_t extraCount, int32_t maxLabelCount, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    icu::AlphabeticIndex builder(icu::Locale(localeID), code);
    for (int32_t i = 0; i < extraCount && U_SUCCESS(code); i++) {
        builder.addLabels(icu::Locale(extraLabelLocales[i]), code);
    }
    if (maxLabelCount > 0 && U_SUCCESS(code)) builder.setMaxLabelCount(maxLabelCount, code);
    std::unique_ptr<icu::AlphabeticIndex::ImmutableIndex> index;
    if (U_SUCCESS(code)) index.reset(builder.buildImmutableIndex(code));
    if (U_SUCCESS(code) && !index) code = U_MEMORY_ALLOCATION_ERROR;
    *status = code;
    if (U_FAILURE(code)) return nullptr;
    auto result = new icushim_alphabetic_index{std::move(index), {}};
    for (int32_t i = 0; i < result->index->getBucketCount(); i++) {
        result->labels.push_back(icushim::toUTF8(result->index->getBucket(i)->getLabel()));
    }
    return result;
}

void icushim_alphabetic_index_close(icushim_alphabetic_index *index) {
    delete index;
}

int32_t icushim_alphabetic_index_bucket_count(const icushim_alphabetic_index *index) {
    return index->index->getBucketCount();
}

const char *icushim_alphabetic_index_bucket_label(const icushim_alphabetic_index *index, int32_t bucket, int32_t *labelType) {
    *labelType = static_cast<int32_t>(index->index->getBucket(bucket)->getLabelType());
    return index->labels[bucket].c_str();
}

int32_t icushim_alphabetic_index_bucket_of(const icushim_alphabetic_index *index, const char *utf8, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t bucket = index->index->getBucketIndex(icushim::fromUTF8(utf8, length), code);
    *status = code;
    return bucket;
}
