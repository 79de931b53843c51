#include "ICUShim.h"

#include <unicode/uchar.h>
#include <unicode/uversion.h>

const char *icushim_icu_version(void) {
    static char text[U_MAX_VERSION_STRING_LENGTH] = {0};
    if (text[0] == 0) {
        UVersionInfo info;
        u_getVersion(info);
        u_versionToString(info, text);
    }
    return text;
}

const char *icushim_unicode_version(void) {
    static char text[U_MAX_VERSION_STRING_LENGTH] = {0};
    if (text[0] == 0) {
        UVersionInfo info;
        u_getUnicodeVersion(info);
        u_versionToString(info, text);
    }
    return text;
}

const char *icushim_error_name(int32_t status) {
    return u_errorName(static_cast<UErrorCode>(status));
}
