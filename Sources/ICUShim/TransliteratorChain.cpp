// The steps of a transliterator built from ICU's data (TransliteratorChain.h).
#include "TransliteratorChain.h"
#include "Support.h"

#include <algorithm>
#include <unicode/uchar.h>

namespace icushim {

namespace {
// ICU tells classes apart by the address of a static of each.
char normalizationStepClass = 0, wordBreakStepClass = 0, transliteratorChainClass = 0;

/// A letter or a mark: only between two of them does the word break put a space.
bool isLetterOrMark(UChar32 c) {
    return (U_MASK(u_charType(c)) & (U_GC_L_MASK | U_GC_M_MASK)) != 0;
}
} // namespace

NormalizationStep *NormalizationStep::clone() const { return new NormalizationStep(*this); }

UClassID NormalizationStep::getDynamicClassID() const { return &normalizationStepClass; }

void NormalizationStep::handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const {
    if (!incremental && normalizeWhole(text, position)) return;
    int32_t start = position.start, limit = position.limit;
    while (start < limit) {
        int32_t stretchStart = start;
        icu::UnicodeString stretch;
        UChar32 c = text.char32At(start);
        do {
            stretch.append(c);
            start += U16_LENGTH(c);
        } while (start < limit && !normalizer.hasBoundaryBefore(c = text.char32At(start)));
        // Incremental input may go on: a stretch at the limit waits for it.
        if (start == limit && incremental && !normalizer.hasBoundaryAfter(c)) {
            start = stretchStart;
            break;
        }
        UErrorCode code = U_ZERO_ERROR;
        icu::UnicodeString normal = normalizer.normalize(stretch, code);
        if (U_FAILURE(code)) break;
        if (normal != stretch) {
            text.handleReplaceBetween(stretchStart, start, normal);
            int32_t delta = normal.length() - (start - stretchStart);
            start += delta;
            limit += delta;
        }
    }
    position.contextLimit += limit - position.limit;
    position.start = start;
    position.limit = limit;
}

// ICU's own step (above) normalizes the range stretch by stretch, each cut
// where the normalizer has a boundary, so what it leaves is the normal form
// of the whole range. Asked for all of it at once, the same result costs
// one quick check and at most one normalization: the part that passes the
// quick check ends at a boundary and is kept as it is, and only the rest is
// normalized. (Stretch by stretch cost 13,000 instructions per Greek name,
// half of Greek-Latin.) False, with nothing changed, should ICU fail.
bool NormalizationStep::normalizeWhole(icu::Replaceable &text, UTransPosition &position) const {
    int32_t start = position.start, limit = position.limit;
    if (start >= limit) return true;
    icu::UnicodeString range;
    text.extractBetween(start, limit, range);
    UErrorCode code = U_ZERO_ERROR;
    int32_t normalPrefix = normalizer.spanQuickCheckYes(range, code);
    if (U_FAILURE(code)) return false;
    if (normalPrefix < range.length()) {
        const icu::UnicodeString rest = range.tempSubString(normalPrefix);
        icu::UnicodeString normal = normalizer.normalize(rest, code);
        if (U_FAILURE(code)) return false;
        if (normal != rest) {
            text.handleReplaceBetween(start + normalPrefix, limit, normal);
            limit += normal.length() - rest.length();
        }
    }
    position.contextLimit += limit - position.limit;
    position.start = limit;
    position.limit = limit;
    return true;
}

std::unique_ptr<WordBreakStep> WordBreakStep::make() {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> iterator(icu::BreakIterator::createWordInstance(icu::Locale::getEnglish(), code));
    if (U_FAILURE(code) || !iterator) return nullptr;
    return std::unique_ptr<WordBreakStep>(new WordBreakStep(std::move(iterator)));
}

WordBreakStep::WordBreakStep(std::unique_ptr<icu::BreakIterator> iterator)
    : icu::Transliterator(u"Any-BreakInternal", nullptr), iterator(std::move(iterator)) {}

WordBreakStep::WordBreakStep(const WordBreakStep &other)
    : icu::Transliterator(other), iterator(other.iterator->clone()) {}

WordBreakStep *WordBreakStep::clone() const { return new WordBreakStep(*this); }

UClassID WordBreakStep::getDynamicClassID() const { return &wordBreakStepClass; }

// What ICU's step does, call for call: the iterator reads the whole text
// (context and all), from the boundary before the range's start; the
// spaces go in from the last boundary back, so that the earlier stay put.
void WordBreakStep::handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const {
    icu::UnicodeString whole;
    if (auto *string = dynamic_cast<icu::UnicodeString *>(&text)) whole = *string;
    else text.extractBetween(0, text.length(), whole);
    iterator->setText(whole);
    iterator->preceding(position.start);
    std::vector<int32_t> boundaries;
    for (int32_t boundary = iterator->next(); boundary != icu::BreakIterator::DONE && boundary < position.limit;
         boundary = iterator->next()) {
        if (boundary == 0) continue;
        if (isLetterOrMark(whole.char32At(boundary - 1)) && isLetterOrMark(whole.char32At(boundary))) boundaries.push_back(boundary);
    }
    static const icu::UnicodeString space(u' ');
    for (auto boundary = boundaries.rbegin(); boundary != boundaries.rend(); ++boundary) {
        text.handleReplaceBetween(*boundary, *boundary, space);
    }
    int32_t delta = static_cast<int32_t>(boundaries.size());
    int32_t lastBoundary = boundaries.empty() ? 0 : boundaries.back();
    position.contextLimit += delta;
    position.limit += delta;
    position.start = incremental ? lastBoundary + delta : position.limit;
    // The iterator refers to the text it is set on: not to `whole` past the call.
    static const icu::UnicodeString none;
    iterator->setText(none);
}

TransliteratorChain::TransliteratorChain(const TransliteratorChain &other) : icu::Transliterator(other), steps(other.steps) {
    for (Step &step : steps) {
        if (step.ownedByEachCopy) step.part.reset(step.part->clone());
    }
}

void TransliteratorChain::add(std::unique_ptr<icu::Transliterator> part, bool ownedByEachCopy) {
    setMaximumContextLength(std::max(getMaximumContextLength(), part->getMaximumContextLength()));
    if (part->getDynamicClassID() == getStaticClassID()) {
        ownedByEachCopy = ownedByEachCopy || static_cast<const TransliteratorChain &>(*part).clonesParts();
    }
    steps.push_back({std::move(part), ownedByEachCopy});
}

std::vector<const icu::Transliterator *> TransliteratorChain::parts() const {
    std::vector<const icu::Transliterator *> parts;
    for (const Step &step : steps) parts.push_back(step.part.get());
    return parts;
}

bool TransliteratorChain::clonesParts() const {
    return std::any_of(steps.begin(), steps.end(), [](const Step &step) { return step.ownedByEachCopy; });
}

TransliteratorChain *TransliteratorChain::clone() const { return new TransliteratorChain(*this); }

UClassID TransliteratorChain::getDynamicClassID() const { return getStaticClassID(); }

UClassID TransliteratorChain::getStaticClassID() { return &transliteratorChainClass; }

void TransliteratorChain::handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const {
    int32_t start = position.start, limit = position.limit, delta = 0;
    for (const Step &step : steps) {
        position.start = start;
        if (position.start == position.limit) break;
        int32_t limitBefore = position.limit;
        step.part->filteredTransliterate(text, position, incremental);
        if (!incremental) position.start = position.limit;
        delta += position.limit - limitBefore;
        // Incremental input: the next step takes only what this one finished.
        if (incremental) position.limit = position.start;
    }
    position.limit = limit + delta;
}

std::vector<const icu::Transliterator *> partsOf(const icu::Transliterator &transliterator) {
    std::vector<const icu::Transliterator *> parts;
    if (transliterator.getDynamicClassID() == TransliteratorChain::getStaticClassID()) {
        return static_cast<const TransliteratorChain &>(transliterator).parts();
    }
    // A compound of one element gives itself as that element (ICU's
    // getElement): a leaf.
    int32_t count = transliterator.countElements();
    for (int32_t i = 0; count > 1 && i < count; ++i) {
        UErrorCode code = U_ZERO_ERROR;
        const icu::Transliterator &element = transliterator.getElement(i, code);
        if (U_FAILURE(code)) return {};
        parts.push_back(&element);
    }
    return parts;
}

} // namespace icushim
