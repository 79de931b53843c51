#include "ICUShim.h"
#include "Support.h"

#include <set>
#include <string>
#include <vector>
#include <unicode/ucnv.h>
#include <unicode/utf16.h>

using icushim::copyOut;
using icushim::copyOutList;

struct icushim_converter {
    UConverter *converter;
    std::string result;   // the last result, returned by pointer
    UChar lead = 0;       // a lead surrogate whose trail the next UTF-16 block brings
    UChar loneSurrogate = 0; // the lone surrogate the last conversion stopped at
    char invalid[32] = {}; // ICU keeps at most 32 bytes of the sequence it stopped at
    int32_t invalidLength = 0;
};

icushim_converter *icushim_converter_open(const char *name, int32_t *status) {
    // ucnv_open takes NULL or "" for the platform's default converter; a name
    // the user gave must name an encoding.
    if (name == nullptr || name[0] == 0) {
        *status = U_FILE_ACCESS_ERROR;
        return nullptr;
    }
    UErrorCode code = U_ZERO_ERROR;
    UConverter *converter = ucnv_open(name, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return nullptr;
    }
    ucnv_setToUCallBack(converter, UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &code);
    *status = code;
    if (U_FAILURE(code)) {
        ucnv_close(converter);
        return nullptr;
    }
    auto *handle = new (std::nothrow) icushim_converter{converter, {}};
    if (handle == nullptr) {
        ucnv_close(converter);
        *status = U_MEMORY_ALLOCATION_ERROR;
    }
    return handle;
}

void icushim_converter_close(icushim_converter *converter) {
    if (converter == nullptr) return;
    ucnv_close(converter->converter);
    delete converter;
}

const char *icushim_converter_name(const icushim_converter *converter) {
    UErrorCode code = U_ZERO_ERROR;
    const char *name = ucnv_getName(converter->converter, &code);
    return U_SUCCESS(code) ? name : "";
}

namespace {

void appendUTF8(std::string &out, UChar32 scalar) {
    char bytes[U8_MAX_LENGTH];
    int32_t length = 0;
    UBool isError = false;
    U8_APPEND(bytes, length, U8_MAX_LENGTH, scalar, isError);
    out.append(bytes, length);
}

/// Appends a block of UTF-16 to the result as UTF-8; a lead surrogate at
/// the end waits in `lead` for the next block. Returns false at a lone
/// surrogate, kept in `loneSurrogate`: some of ICU's converters (UTF-7,
/// CESU-8) pass one through rather than call the stop callback, and UTF-8
/// cannot hold it, so it stops the conversion as an illegal sequence would,
/// instead of becoming U+FFFD. (Its bytes may lie in an earlier call's
/// source, so the unit is named rather than the bytes.)
bool appendUTF16(icushim_converter *converter, const UChar *units, int32_t count) {
    for (int32_t index = 0; index < count; index++) {
        UChar unit = units[index];
        if (converter->lead != 0) {
            if (!U16_IS_TRAIL(unit)) {
                converter->loneSurrogate = converter->lead;
                return false;
            }
            appendUTF8(converter->result, U16_GET_SUPPLEMENTARY(converter->lead, unit));
            converter->lead = 0;
        } else if (U16_IS_LEAD(unit)) {
            converter->lead = unit;
        } else if (U16_IS_TRAIL(unit)) {
            converter->loneSurrogate = unit;
            return false;
        } else {
            appendUTF8(converter->result, unit);
        }
    }
    return true;
}

} // namespace

const char *icushim_converter_to_utf8(icushim_converter *converter, const char *source, int32_t length, bool flush,
                                      int32_t *resultLength, int32_t *status) {
    converter->result.clear();
    converter->invalidLength = 0;
    converter->loneSurrogate = 0;
    converter->result.reserve(static_cast<size_t>(length) + length / 2);
    const char *next = source, *limit = source + length;
    UChar block[4096];
    UErrorCode code;
    bool lone = false;
    do {
        code = U_ZERO_ERROR;
        UChar *target = block;
        ucnv_toUnicode(converter->converter, &target, block + 4096, &next, limit, nullptr, flush, &code);
        lone = !appendUTF16(converter, block, static_cast<int32_t>(target - block));
    } while (code == U_BUFFER_OVERFLOW_ERROR && !lone);
    if (!lone && U_SUCCESS(code) && flush && converter->lead != 0) {
        converter->loneSurrogate = converter->lead;
        lone = true;
    }
    // An escape sequence a stateful encoding (HZ, ISO-2022) does not allow is an illegal sequence too.
    if (code == U_ILLEGAL_ESCAPE_SEQUENCE || code == U_UNSUPPORTED_ESCAPE_SEQUENCE) code = U_ILLEGAL_CHAR_FOUND;
    if (lone) {
        code = U_ILLEGAL_CHAR_FOUND;
    } else if (U_FAILURE(code)) {
        UErrorCode ignored = U_ZERO_ERROR;
        int8_t invalidLength = sizeof converter->invalid;
        ucnv_getInvalidChars(converter->converter, converter->invalid, &invalidLength, &ignored);
        converter->invalidLength = U_SUCCESS(ignored) ? invalidLength : 0;
    }
    if (U_FAILURE(code) || flush) {
        converter->lead = 0;
        ucnv_reset(converter->converter);
    }
    *status = code;
    *resultLength = static_cast<int32_t>(converter->result.size());
    return converter->result.data();
}

uint16_t icushim_converter_lone_surrogate(const icushim_converter *converter) {
    return converter->loneSurrogate;
}

int32_t icushim_converter_invalid_bytes(const icushim_converter *converter, char *out, int32_t capacity) {
    return copyOut(std::string(converter->invalid, converter->invalidLength), out, capacity);
}

int32_t icushim_converter_all_names(char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UEnumeration *converters = ucnv_openAllNames(&code);
    std::vector<std::string> names;
    std::set<std::string> seen;
    auto add = [&](const char *name) {
        if (name != nullptr && seen.insert(name).second) names.emplace_back(name);
    };
    while (U_SUCCESS(code)) {
        const char *converter = uenum_next(converters, nullptr, &code);
        if (converter == nullptr) break;
        add(converter);
        UErrorCode aliasCode = U_ZERO_ERROR;
        uint16_t count = ucnv_countAliases(converter, &aliasCode);
        for (uint16_t index = 0; index < count && U_SUCCESS(aliasCode); index++) {
            add(ucnv_getAlias(converter, index, &aliasCode));
        }
    }
    uenum_close(converters);
    *status = code;
    if (U_FAILURE(code)) return 0;
    return copyOutList(names, out, capacity);
}
