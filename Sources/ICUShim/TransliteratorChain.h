// The two kinds of step a transliterator built from ICU's data is made of
// (TransliteratorFromData.cpp): a normalization, and a chain of parts run as
// ICU's compound transliterator runs its elements. Internal to the shim.
#ifndef ICUSHIM_TRANSLITERATOR_CHAIN_H
#define ICUSHIM_TRANSLITERATOR_CHAIN_H

#include <memory>
#include <vector>
#include <unicode/normalizer2.h>
#include <unicode/translit.h>

namespace icushim {

/// A normalization step (`::NFD;`): each stretch of the range between two
/// normalization boundaries is replaced by its normal form, as ICU's
/// normalization transliterator does. It prints its rules as `::NFD;`.
class NormalizationStep final : public icu::Transliterator {
public:
    NormalizationStep(const icu::UnicodeString &name, const icu::Normalizer2 &normalizer)
        : icu::Transliterator(name, nullptr), normalizer(normalizer) {}
    NormalizationStep(const NormalizationStep &other) = default;

    NormalizationStep *clone() const override;
    UClassID getDynamicClassID() const override;

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override;

private:
    bool normalizeWhole(icu::Replaceable &text, UTransPosition &position) const;

    const icu::Normalizer2 &normalizer;
};

/// Parts run one after another over the same range, each within its own
/// filter; the range grows or shrinks with what each part writes.
///
/// Copies share their parts, as the clones of a transliterator ICU opens
/// by ID share its rules: the parts never change once built, and ICU runs
/// one rule pass at a time in a process, under its own lock. Copying the
/// passes would be wrong, not only slower: ICU's copy of a pass built from
/// rules is not independent of the original. A copy and its original used
/// on two threads at once gave wrong results for rules with segments (`$1`,
/// the kana iteration marks: `オヾ` read `oヽ`), 175 of 10,660 katakana
/// words (TransliteratorFromDataTests checks this on two threads).
class TransliteratorChain final : public icu::Transliterator {
public:
    explicit TransliteratorChain(const icu::UnicodeString &id) : icu::Transliterator(id, nullptr) {}
    TransliteratorChain(const TransliteratorChain &other) = default;

    void add(std::unique_ptr<icu::Transliterator> part);
    const std::vector<std::shared_ptr<const icu::Transliterator>> &parts() const { return steps; }

    TransliteratorChain *clone() const override;
    UClassID getDynamicClassID() const override;
    static UClassID getStaticClassID();

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override;

private:
    std::vector<std::shared_ptr<const icu::Transliterator>> steps;
};

} // namespace icushim

#endif
