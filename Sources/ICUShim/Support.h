// Helpers shared by the shim's source files. Not part of the public header.
#ifndef ICUSHIM_SUPPORT_H
#define ICUSHIM_SUPPORT_H

#include <cstring>
#include <string>
#include <unicode/unistr.h>
#include <unicode/utypes.h>

namespace icushim {

/// Copies `value` into a caller's buffer, NUL-terminated when it fits.
/// Returns the length of `value`; the caller retries when it exceeds capacity.
inline int32_t copyOut(const std::string &value, char *out, int32_t capacity) {
    int32_t length = static_cast<int32_t>(value.size());
    if (out != nullptr && length < capacity) {
        std::memcpy(out, value.data(), value.size());
        out[length] = 0;
    }
    return length;
}

inline icu::UnicodeString fromUTF8(const char *utf8, int32_t length) {
    return icu::UnicodeString::fromUTF8(icu::StringPiece(utf8, length));
}

inline std::string toUTF8(const icu::UnicodeString &text) {
    std::string result;
    text.toUTF8String(result);
    return result;
}

} // namespace icushim

#endif
