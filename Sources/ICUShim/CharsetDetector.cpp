#include "ICUShim.h"
#include "Support.h"

#include <string>
#include <unicode/ucsdet.h>

using icushim::copyOut;

int32_t icushim_charset_detect(const char *bytes, int32_t length, int32_t *confidence, char *out, int32_t capacity, int32_t *status) {
    *confidence = 0;
    UErrorCode code = U_ZERO_ERROR;
    UCharsetDetector *detector = ucsdet_open(&code);
    ucsdet_setText(detector, bytes, length, &code);
    const UCharsetMatch *match = ucsdet_detect(detector, &code);
    std::string name;
    if (U_SUCCESS(code) && match != nullptr) {
        const char *matched = ucsdet_getName(match, &code);
        int32_t matchedConfidence = ucsdet_getConfidence(match, &code);
        if (U_SUCCESS(code) && matched != nullptr) {
            name = matched;
            *confidence = matchedConfidence;
        }
    }
    ucsdet_close(detector);
    *status = code;
    if (U_FAILURE(code)) {
        *confidence = 0;
        return 0;
    }
    return copyOut(name, out, capacity);
}
