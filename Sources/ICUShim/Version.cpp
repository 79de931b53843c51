#include "ICUShim.h"

#include <cstring>
#include <string>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uversion.h>

namespace {

std::string versionString(void (*read)(UVersionInfo)) {
    UVersionInfo info;
    read(info);
    char text[U_MAX_VERSION_STRING_LENGTH] = {0};
    u_versionToString(info, text);
    return text;
}

} // namespace

// Function-local statics: C++11 initialises each exactly once, even when
// several threads make the first call at the same time.

const char *icushim_icu_version(void) {
    static const std::string text = versionString(u_getVersion);
    return text.c_str();
}

const char *icushim_unicode_version(void) {
    static const std::string text = versionString(u_getUnicodeVersion);
    return text.c_str();
}

const char *icushim_cldr_version(void) {
    static const std::string text = versionString([](UVersionInfo info) {
        UErrorCode code = U_ZERO_ERROR;
        ulocdata_getCLDRVersion(info, &code);
        if (U_FAILURE(code)) std::memset(info, 0, sizeof(UVersionInfo));
    });
    return text.c_str();
}

const char *icushim_error_name(int32_t status) {
    return u_errorName(static_cast<UErrorCode>(status));
}
