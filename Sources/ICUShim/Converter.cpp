#include "Support.h"

#include <memory>
#include <unicode/ucnv.h>
#include <unicode/ucnv_err.h>

namespace {

struct ConverterCloser {
    void operator()(UConverter *converter) const { ucnv_close(converter); }
};

} // namespace

int32_t icushim_convert_to_utf8(const char *charset, const char *bytes, int32_t length, char *out, int32_t capacity,
                                int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    std::unique_ptr<UConverter, ConverterCloser> converter(ucnv_open(charset, &code));
    if (U_SUCCESS(code)) {
        // Stop at the first bad sequence instead of writing U+FFFD for it.
        ucnv_setToUCallBack(converter.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &code);
    }
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    // UnicodeString's converting constructor converts the whole input with
    // the converter's callbacks, and flushes it (a cut-off character fails).
    icu::UnicodeString text(bytes, length, converter.get(), code);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return icushim::copyOut(icushim::toUTF8(text), out, capacity);
}
