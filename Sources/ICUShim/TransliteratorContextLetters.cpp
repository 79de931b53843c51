// Letters with separators: docs/transliteration.md ("Letters with
// separators") proves that a script's transliterator to Latin built as
// checked here gives, on a word, what one pass over the word's decomposition
// gives when each position is read by ICU's own rule pass knowing only the
// last few characters written and the next few to read. Hangul's is so
// built: NFKD, the jamo rules with their separators, NFC. The pass is read
// as ICU prints it; each position is then asked of ICU's rule pass itself.
#include "ICUShim.h"
#include "Support.h"
#include "TransliteratorChain.h"

#include <unicode/normalizer2.h>
#include <unicode/translit.h>
#include <unicode/uchar.h>
#include <unicode/uniset.h>
#include <algorithm>
#include <map>
#include <memory>
#include <new>
#include <vector>

namespace {

/// The most characters a separator rule may read before and after its
/// position, and the most distinct ante-context sets per input character:
/// the caller packs a position's question into 64 bits.
constexpr size_t maximumAnte = 4, maximumPost = 3, maximumSets = 64;
/// The most characters the pass reads (its input alphabet) or writes.
constexpr int32_t maximumAlphabet = 250;
/// Stands for the edge of the text in a set: ICU's "ether".
constexpr UChar32 ether = 0xFFFF;

/// A rule with an empty key: it writes its output at a position whose
/// surroundings match its contexts.
struct SeparatorRule {
    std::vector<icu::UnicodeSet> ante; // nearest last
    std::vector<icu::UnicodeSet> post; // nearest first
};

/// The rule pass, read: what it reads, what it writes, and its separator rules.
struct ReadPass {
    icu::UnicodeSet input;  // the characters of its one-character keys
    icu::UnicodeSet output; // the characters of its outputs
    std::vector<SeparatorRule> separators;
    icu::UnicodeSet otherKeys; // the first characters of every other key
};

/// Reads the pass. Every rule is one of: a key of one element and nothing
/// else (no context); an empty key with a post-context of at most
/// `maximumPost` elements and an ante-context of at most `maximumAnte`;
/// a key whose first element holds none of the input (it never fires on a
/// decomposed word). Every element is mandatory (no quantifier, no
/// segment), no anchor or cursor, every output literal and not read again.
bool readPass(const icu::UnicodeString &rules, ReadPass &pass) {
    std::vector<icushim::SourceElements> others;
    bool plain = icushim::forEachPlainForwardRule(rules, [&](const icushim::SourceElements &side, int32_t start, int32_t op, int32_t end) {
        if (icushim::holdsOutsideSets(rules, start, op, u"^$|@()")) return false;
        bool rereads = false;
        icu::UnicodeString output;
        if (!icushim::readLiteralOutput(rules, op + 1, end, rereads, output) || rereads) return false;
        SeparatorRule separator;
        size_t keys = 0;
        for (size_t i = 0; i < side.elements.size(); ++i) {
            const auto &[set, mandatory] = side.elements[i];
            // A literal U+FFFF would match a character, never the edge.
            if (!mandatory || set == icu::UnicodeSet(ether, ether)) return false;
            switch (side.zones[i]) {
            case icushim::SourceElements::ante: separator.ante.insert(separator.ante.begin(), set); break;
            case icushim::SourceElements::key: ++keys; break;
            case icushim::SourceElements::post: separator.post.push_back(set); break;
            }
        }
        if (keys == 0) {
            if (separator.post.empty() || separator.post.size() > maximumPost || separator.ante.size() > maximumAnte) return false;
            pass.separators.push_back(std::move(separator));
        } else if (keys == 1 && side.elements.size() == 1) {
            pass.input.addAll(side.elements[0].first);
        } else {
            others.push_back(side);
        }
        pass.output.addAll(output);
        return true;
    });
    if (!plain) return false;
    for (const auto &side : others) {
        size_t first = 0;
        while (side.zones[first] != icushim::SourceElements::key) ++first;
        pass.otherKeys.addAll(side.elements[first].first);
    }
    // Both alphabets small, of BMP characters (the pass reads them one
    // UTF-16 unit each), no surrogate, and no output standing for the edge.
    const icu::UnicodeSet surrogates(0xD800, 0xDFFF);
    return !pass.input.containsSome(pass.otherKeys) && !pass.input.isEmpty() && pass.input.size() <= maximumAlphabet
        && pass.output.size() <= maximumAlphabet && pass.input.getRangeEnd(pass.input.getRangeCount() - 1) <= 0xFFFF
        && (pass.output.isEmpty() || pass.output.getRangeEnd(pass.output.getRangeCount() - 1) < ether)
        && !pass.input.containsSome(surrogates) && !pass.output.containsSome(surrogates);
}

/// Whether NFC leaves every text of these characters as it is: each is a
/// starter with no decomposition, and no two of them compose.
bool composesNothing(const icu::UnicodeSet &characters) {
    UErrorCode code = U_ZERO_ERROR;
    const icu::Normalizer2 *nfc = icu::Normalizer2::getNFCInstance(code);
    const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(code);
    if (U_FAILURE(code)) return false;
    for (int32_t i = 0; i < characters.size(); ++i) {
        UChar32 c = characters.charAt(i);
        icu::UnicodeString alone(c);
        if (u_getCombiningClass(c) != 0 || !nfd->isNormalized(alone, code) || !nfc->isNormalized(alone, code)) return false;
        for (int32_t j = 0; j < characters.size(); ++j) {
            icu::UnicodeString pair = alone + icu::UnicodeString(characters.charAt(j));
            if (!nfc->isNormalized(pair, code) || U_FAILURE(code)) return false;
        }
    }
    return true;
}

} // namespace

struct icushim_context_letters {
    std::unique_ptr<icu::Transliterator> pass; // the rule pass alone
    /// The transliterator's whole filter: a word of letters it holds is one
    /// run, and the filter changes nothing there; a letter outside it is refused.
    std::unique_ptr<icu::UnicodeSet> filter;
    const icu::Normalizer2 *decomposition = nullptr;
    std::vector<UChar> input, output;          // the alphabets, by index
    std::map<UChar, uint8_t> inputIndex, outputIndex;
    /// Per input character: how far the separator rules that may fire
    /// before it read back and ahead, and the class of each output
    /// character (then of the edge) among the sets they read back with.
    struct Shape {
        int32_t ante = 0, post = 1;
        std::vector<uint8_t> classes;
    };
    std::vector<Shape> shapes;
};

icushim_context_letters *icushim_transliterator_context_letters(const icushim_transliterator *transliterator, int32_t *status) {
    *status = U_ZERO_ERROR;
    const icu::Transliterator &whole = icushim::transliteratorOf(transliterator);
    std::vector<const icu::Transliterator *> leaves;
    const auto *filter = dynamic_cast<const icu::UnicodeSet *>(whole.getFilter());
    if ((whole.getFilter() != nullptr && filter == nullptr) || !icushim::addLeaves(whole, leaves)) return nullptr;
    // A chain built from ICU's data with no parts does nothing.
    leaves.erase(std::remove_if(leaves.begin(), leaves.end(), [](const icu::Transliterator *leaf) {
        return dynamic_cast<const icushim::TransliteratorChain *>(leaf) != nullptr && icushim::partsOf(*leaf).empty();
    }), leaves.end());
    if (leaves.size() != 3
        || icushim::stepOf(*leaves[0]) != icushim::Step::decompose || icushim::stepOf(*leaves[1]) != icushim::Step::rules
        || icushim::stepOf(*leaves[2]) != icushim::Step::compose) return nullptr;
    icu::UnicodeString first, rules;
    leaves[0]->toRules(first, false);
    leaves[1]->toRules(rules, true);
    ReadPass pass;
    if (!readPass(rules, pass) || !composesNothing(pass.output)) return nullptr;

    std::unique_ptr<icushim_context_letters> letters(new (std::nothrow) icushim_context_letters{});
    if (letters != nullptr) letters->pass.reset(leaves[1]->clone());
    if (letters != nullptr && filter != nullptr) letters->filter.reset(filter->clone());
    if (letters == nullptr || letters->pass == nullptr || (filter != nullptr && letters->filter == nullptr)) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return nullptr;
    }
    UErrorCode code = U_ZERO_ERROR;
    letters->decomposition = first.toLower().indexOf(u"nfkd") >= 0 ? icu::Normalizer2::getNFKDInstance(code)
                                                                    : icu::Normalizer2::getNFDInstance(code);
    if (U_FAILURE(code)) {
        *status = code;
        return nullptr;
    }
    for (int32_t i = 0; i < pass.input.size(); ++i) {
        letters->inputIndex[static_cast<UChar>(pass.input.charAt(i))] = static_cast<uint8_t>(i);
        letters->input.push_back(static_cast<UChar>(pass.input.charAt(i)));
    }
    for (int32_t i = 0; i < pass.output.size(); ++i) {
        letters->outputIndex[static_cast<UChar>(pass.output.charAt(i))] = static_cast<uint8_t>(i);
        letters->output.push_back(static_cast<UChar>(pass.output.charAt(i)));
    }
    // Per input character x, the separator rules whose post-context may
    // begin on it are the only ones that can fire at a position before it.
    for (UChar x : letters->input) {
        icushim_context_letters::Shape shape;
        std::vector<const icu::UnicodeSet *> sets;
        for (const SeparatorRule &rule : pass.separators) {
            if (!rule.post[0].contains(x)) continue;
            shape.ante = std::max(shape.ante, static_cast<int32_t>(rule.ante.size()));
            shape.post = std::max(shape.post, static_cast<int32_t>(rule.post.size()));
            for (const icu::UnicodeSet &set : rule.ante) {
                bool seen = false;
                for (const icu::UnicodeSet *known : sets) seen = seen || *known == set;
                if (!seen) sets.push_back(&set);
            }
        }
        if (sets.size() > maximumSets) return nullptr;
        // Characters alike in every set read back are one class, wherever
        // they stand: a separator written shifts the characters read back.
        std::map<uint64_t, uint8_t> classOf;
        auto classify = [&](UChar32 c) -> bool {
            uint64_t membership = 0;
            for (size_t i = 0; i < sets.size(); ++i) {
                if (sets[i]->contains(c)) membership |= uint64_t(1) << i;
            }
            auto [found, inserted] = classOf.emplace(membership, static_cast<uint8_t>(classOf.size()));
            shape.classes.push_back(found->second);
            return classOf.size() < 255;
        };
        for (UChar c : letters->output) {
            if (!classify(c)) return nullptr;
        }
        if (!classify(ether)) return nullptr;
        letters->shapes.push_back(std::move(shape));
    }
    return letters.release();
}

void icushim_context_letters_close(icushim_context_letters *letters) { delete letters; }

int32_t icushim_context_letters_input_count(const icushim_context_letters *letters) {
    return static_cast<int32_t>(letters->input.size());
}

int32_t icushim_context_letters_output(const icushim_context_letters *letters, int32_t index) {
    return index >= 0 && index < static_cast<int32_t>(letters->output.size()) ? letters->output[index] : -1;
}

int32_t icushim_context_letters_input(const icushim_context_letters *letters, int32_t index) {
    return index >= 0 && index < static_cast<int32_t>(letters->input.size()) ? letters->input[index] : -1;
}

int32_t icushim_context_letters_output_count(const icushim_context_letters *letters) {
    return static_cast<int32_t>(letters->output.size());
}

void icushim_context_letters_shape(const icushim_context_letters *letters, int32_t input, int32_t *ante, int32_t *post,
                                   uint8_t *classes) {
    const auto &shape = letters->shapes[input];
    *ante = shape.ante;
    *post = shape.post;
    std::copy(shape.classes.begin(), shape.classes.end(), classes);
}

int32_t icushim_context_letters_decompose(const icushim_context_letters *letters, int32_t codePoint, uint8_t *inputs,
                                          int32_t capacity) {
    if (codePoint < 0 || codePoint > 0x10FFFF || (letters->filter != nullptr && !letters->filter->contains(codePoint))) return -1;
    UErrorCode code = U_ZERO_ERROR;
    icu::UnicodeString decomposed = letters->decomposition->normalize(icu::UnicodeString(static_cast<UChar32>(codePoint)), code);
    if (U_FAILURE(code) || decomposed.isEmpty() || decomposed.length() > capacity) return -1;
    for (int32_t i = 0; i < decomposed.length(); ++i) {
        UChar c = decomposed.charAt(i);
        auto found = letters->inputIndex.find(c);
        // A starter: canonical reordering never moves it, so the text's
        // decomposition is its letters' one after the other.
        if (found == letters->inputIndex.end() || u_getCombiningClass(c) != 0) return -1;
        inputs[i] = found->second;
    }
    return decomposed.length();
}

int32_t icushim_context_letters_read(const icushim_context_letters *letters, const uint8_t *written, int32_t writtenCount,
                                     const uint8_t *inputs, int32_t inputCount, uint8_t *outputs, int32_t capacity) {
    icu::UnicodeString text;
    for (int32_t i = 0; i < writtenCount; ++i) text.append(letters->output[written[i]]);
    int32_t start = text.length();
    for (int32_t i = 0; i < inputCount; ++i) text.append(letters->input[inputs[i]]);
    // The position before the first input, read as the pass reads it in a
    // whole word: what was written before it and the inputs after it are
    // context; only the first is transformed.
    UTransPosition position{0, text.length(), start, start + 1};
    letters->pass->filteredTransliterate(text, position, false);
    // ICU's pass stops after 16 steps per character: then it did not
    // finish, and a word could differ.
    if (position.start != position.limit || position.limit - start > capacity) return -1;
    for (int32_t i = start; i < position.limit; ++i) {
        auto found = letters->outputIndex.find(text.charAt(i));
        if (found == letters->outputIndex.end()) return -1;
        outputs[i - start] = found->second;
    }
    return position.limit - start;
}
