// A second copy of ICU's libraries in the process, for rule passes that
// should run beside this process's own (docs/performance.md, "A second
// ICU"). Internal to the shim.
//
// ICU runs one rule-based transliteration at a time in a process: every
// call of a rule pass takes one process-wide mutex, whatever instance runs
// it. A copy of the same library files loaded with `dlmopen` into a link
// map of its own has its own statics, so its own mutex: one thread runs a
// pass on this process's ICU while another runs the same rules on the
// copy. Only ICU's C API crosses between the two (no C++ object, no memory
// one side allocates and the other frees: each copy has its own heap).
#ifndef ICUSHIM_SECOND_ICU_H
#define ICUSHIM_SECOND_ICU_H

#include <memory>
#include <unicode/translit.h>
#include <unicode/utrans.h>

namespace icushim {

class SecondICU final : public std::enable_shared_from_this<SecondICU> {
public:
    /// The same library file this process's transliteration code comes
    /// from, loaded again in a namespace of its own; null where the system
    /// cannot (no `dlmopen`, no namespace or static TLS left, a static
    /// ICU). Its destructor closes the library, but glibc keeps the
    /// namespace's C library loaded: load one per process.
    static std::shared_ptr<SecondICU> load();
    ~SecondICU();
    SecondICU(const SecondICU &) = delete;
    SecondICU &operator=(const SecondICU &) = delete;

    /// `local`, a rule pass ICU built from `rules` in `direction`, as a pass
    /// that runs on this copy (its results are the same: see the class in
    /// SecondICU.cpp); null when the copy refuses the rules.
    std::unique_ptr<icu::Transliterator> passOnCopy(std::unique_ptr<icu::Transliterator> local,
                                                    const icu::UnicodeString &rules, UTransDirection direction);

private:
    friend class PassOnSecondICU;
    SecondICU() = default;

    void *library = nullptr;
    decltype(&utrans_openU) open = nullptr;
    decltype(&utrans_transUChars) transliterate = nullptr;
    decltype(&utrans_close) close = nullptr;
};

} // namespace icushim

#endif
