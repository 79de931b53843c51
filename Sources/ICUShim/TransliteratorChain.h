// The kinds of step a transliterator built from ICU's data is made of
// (TransliteratorFromData.cpp): a normalization, a word break, and a chain
// of parts run as ICU's compound transliterator runs its elements. Internal
// to the shim.
#ifndef ICUSHIM_TRANSLITERATOR_CHAIN_H
#define ICUSHIM_TRANSLITERATOR_CHAIN_H

#include <memory>
#include <vector>
#include <unicode/brkiter.h>
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

/// Thai's word break (`::Any-BreakInternal;`): a space at each boundary of
/// ICU's word break iterator (English rules, with ICU's dictionaries) in
/// the range that has a letter or mark on both sides, the iterator set on
/// the whole text, as ICU's own step (`brktrans.cpp`) does. Built here
/// because ICU's is opened only by ID, which builds ICU's registry of every
/// transliterator (some 140 million instructions) for one part. Each
/// instance owns its iterator, so a copy is one thread's at a time.
class WordBreakStep final : public icu::Transliterator {
public:
    /// Null when ICU has no word break iterator.
    static std::unique_ptr<WordBreakStep> make();
    WordBreakStep(const WordBreakStep &other);

    WordBreakStep *clone() const override;
    UClassID getDynamicClassID() const override;

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override;

private:
    explicit WordBreakStep(std::unique_ptr<icu::BreakIterator> iterator);

    // Set on each text in turn: a step is one thread's at a time.
    std::unique_ptr<icu::BreakIterator> iterator;
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
///
/// A part added as one of each copy's own (``add(_:ownedByEachCopy:)``) is
/// the opposite case: a word break (`Any-BreakInternal`), whose iterator
/// holds the text it reads. ICU's own, shared by two threads at once, wrote
/// one thread's breaks and stale characters into the other's text (3 to 8
/// of 30,000 Thai names a round). Each copy clones it, as ICU's own
/// compound does, and a chain holding such a part, at any depth, is cloned
/// by each copy too.
class TransliteratorChain final : public icu::Transliterator {
public:
    explicit TransliteratorChain(const icu::UnicodeString &id) : icu::Transliterator(id, nullptr) {}
    TransliteratorChain(const TransliteratorChain &other);

    void add(std::unique_ptr<icu::Transliterator> part, bool ownedByEachCopy = false);
    std::vector<const icu::Transliterator *> parts() const;
    /// Whether a copy clones some of its parts.
    bool clonesParts() const;

    TransliteratorChain *clone() const override;
    UClassID getDynamicClassID() const override;
    static UClassID getStaticClassID();

protected:
    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override;

private:
    struct Step {
        std::shared_ptr<const icu::Transliterator> part;
        bool ownedByEachCopy;
    };
    std::vector<Step> steps;
};

} // namespace icushim

#endif
