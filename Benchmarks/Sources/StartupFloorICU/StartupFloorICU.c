#include "StartupFloorICU.h"

#include <unicode/ucol.h>

StartupFloorCollator *startup_floor_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(locale, &status);
    if (U_FAILURE(status) || status == U_USING_DEFAULT_WARNING) {
        if (collator) ucol_close(collator);
        return NULL;
    }
    return (StartupFloorCollator *)collator;
}

int startup_floor_compare(const StartupFloorCollator *collator, const char *left, int32_t leftLength,
                          const char *right, int32_t rightLength) {
    UErrorCode status = U_ZERO_ERROR;
    return ucol_strcollUTF8((const UCollator *)collator, left, leftLength, right, rightLength, &status);
}

void startup_floor_close(StartupFloorCollator *collator) {
    ucol_close((UCollator *)collator);
}
