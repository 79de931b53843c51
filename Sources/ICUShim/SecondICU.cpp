// The second ICU (SecondICU.h) and the rule passes that run on it.
#include "SecondICU.h"

#include <dlfcn.h>
#include <vector>

namespace icushim {

namespace {
// ICU's C functions carry its version in their names (utrans_openU_72);
// the macros of its headers spell them so.
#define ICUSHIM_NAME_OF(function) ICUSHIM_SPELLED(function)
#define ICUSHIM_SPELLED(function) #function

template <typename Function>
bool resolve(void *library, const char *name, Function &function) {
    function = reinterpret_cast<Function>(dlsym(library, name));
    return function != nullptr;
}
} // namespace

std::shared_ptr<SecondICU> SecondICU::load() {
    // The file this process's ICU runs `utrans_openU` from: the copy is the
    // same code and data, so a pass gives what this process's gives.
    Dl_info info;
    void *ownOpen = dlsym(RTLD_DEFAULT, ICUSHIM_NAME_OF(utrans_openU));
    if (ownOpen == nullptr || dladdr(ownOpen, &info) == 0 || info.dli_fname == nullptr) return nullptr;
    void *library = dlmopen(LM_ID_NEWLM, info.dli_fname, RTLD_NOW | RTLD_LOCAL);
    if (library == nullptr) return nullptr;
    std::shared_ptr<SecondICU> second(new SecondICU());
    second->library = library;
    if (!resolve(library, ICUSHIM_NAME_OF(utrans_openU), second->open)
        || !resolve(library, ICUSHIM_NAME_OF(utrans_transUChars), second->transliterate)
        || !resolve(library, ICUSHIM_NAME_OF(utrans_close), second->close)
        || reinterpret_cast<void *>(second->open) == ownOpen) {
        return nullptr;
    }
    return second;
}

SecondICU::~SecondICU() {
    if (library != nullptr) dlclose(library);
}

/// A rule pass that runs on the second ICU what `local`, the same rules
/// built by this process's ICU, would run.
///
/// Through ICU's C API a pass is asked to transliterate a range that is
/// also its whole context. That is how a chain runs a pass on a word: the
/// range is the text (TransliteratorChain.cpp). Given the same text, range
/// and context, the same rules do the same thing on either copy; any other
/// call (a context wider than the range, incremental input) runs `local`.
class PassOnSecondICU final : public icu::Transliterator {
public:
    PassOnSecondICU(std::shared_ptr<const icu::Transliterator> local, std::shared_ptr<SecondICU> second,
                    UTransliterator *pass)
        : icu::Transliterator(local->getID(), nullptr), local(std::move(local)), second(std::move(second)),
          pass(pass, [owner = this->second](UTransliterator *pass) { owner->close(pass); }) {
        setMaximumContextLength(this->local->getMaximumContextLength());
    }
    PassOnSecondICU(const PassOnSecondICU &other) = default;

    PassOnSecondICU *clone() const override { return new PassOnSecondICU(*this); }
    UClassID getDynamicClassID() const override { return &classID; }

    icu::UnicodeString &toRules(icu::UnicodeString &result, UBool escapeUnprintable) const override {
        return local->toRules(result, escapeUnprintable);
    }
    icu::UnicodeSet &getTargetSet(icu::UnicodeSet &result) const override { return local->getTargetSet(result); }

protected:
    void handleGetSourceSet(icu::UnicodeSet &result) const override { local->getSourceSet(result); }

    void handleTransliterate(icu::Replaceable &text, UTransPosition &position, UBool incremental) const override {
        if (incremental || position.contextStart != position.start || position.contextLimit != position.limit
            || !runOnCopy(text, position)) {
            local->filteredTransliterate(text, position, incremental);
        }
    }

private:
    /// Runs the copy's pass on the range; false, with nothing changed, when it fails.
    bool runOnCopy(icu::Replaceable &text, UTransPosition &position) const {
        int32_t length = position.limit - position.start;
        icu::UnicodeString range;
        text.extractBetween(position.start, position.limit, range);
        // Room for what rules usually write (Latin for a script: a few
        // letters a character); more when the pass asks for it.
        std::vector<UChar> buffer(static_cast<size_t>(length) * 4 + 16);
        for (int attempt = 0; attempt < 2; ++attempt) {
            range.extract(0, length, buffer.data());
            int32_t resultLength = length, limit = length;
            UErrorCode code = U_ZERO_ERROR;
            second->transliterate(pass.get(), buffer.data(), &resultLength, static_cast<int32_t>(buffer.size()), 0,
                                  &limit, &code);
            if (code == U_BUFFER_OVERFLOW_ERROR && attempt == 0) {
                buffer.resize(static_cast<size_t>(resultLength) + 16);
                continue;
            }
            if (U_FAILURE(code)) return false;
            text.handleReplaceBetween(position.start, position.limit, icu::UnicodeString(buffer.data(), resultLength));
            int32_t delta = resultLength - length;
            position.limit += delta;
            position.contextLimit += delta;
            position.start = position.limit;
            return true;
        }
        return false;
    }

    static inline char classID = 0;
    std::shared_ptr<const icu::Transliterator> local;
    std::shared_ptr<SecondICU> second;
    // Shared by copies, as the passes ICU builds share their rules: the
    // copy's own mutex lets one call run at a time.
    std::shared_ptr<UTransliterator> pass;
};

std::unique_ptr<icu::Transliterator> SecondICU::passOnCopy(std::unique_ptr<icu::Transliterator> local,
                                                           const icu::UnicodeString &rules, UTransDirection direction) {
    if (!local) return nullptr;
    UParseError error;
    UErrorCode code = U_ZERO_ERROR;
    icu::UnicodeString id = local->getID();
    UTransliterator *pass = open(id.getTerminatedBuffer(), id.length(), direction, rules.getBuffer(), rules.length(),
                                 &error, &code);
    if (U_FAILURE(code) || pass == nullptr) {
        if (pass != nullptr) close(pass);
        return nullptr;
    }
    return std::make_unique<PassOnSecondICU>(std::move(local), shared_from_this(), pass);
}

} // namespace icushim
