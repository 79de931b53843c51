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

/// Appends UTF-16 to `out` as UTF-8; a lead surrogate at the end waits in
/// `lead` for the next block. ICU's converters emit no lone surrogates (the
/// stop callback reports the bytes instead); should one appear, it becomes
/// U+FFFD, as UTF-8 cannot hold it.
void appendUTF16(std::string &out, UChar &lead, const UChar *units, int32_t count) {
    for (int32_t index = 0; index < count; index++) {
        UChar unit = units[index];
        if (lead != 0) {
            UChar32 scalar = U16_IS_TRAIL(unit) ? U16_GET_SUPPLEMENTARY(lead, unit) : 0xFFFD;
            lead = 0;
            appendUTF8(out, scalar);
            if (U16_IS_TRAIL(unit)) continue;
        }
        if (U16_IS_LEAD(unit)) {
            lead = unit;
        } else {
            appendUTF8(out, U16_IS_TRAIL(unit) ? 0xFFFD : unit);
        }
    }
}

} // namespace

const char *icushim_converter_to_utf8(icushim_converter *converter, const char *source, int32_t length, bool flush,
                                      int32_t *resultLength, int32_t *status) {
    converter->result.clear();
    converter->invalidLength = 0;
    converter->result.reserve(static_cast<size_t>(length) + length / 2);
    const char *next = source, *limit = source + length;
    UChar block[4096];
    UErrorCode code;
    do {
        code = U_ZERO_ERROR;
        UChar *target = block;
        ucnv_toUnicode(converter->converter, &target, block + 4096, &next, limit, nullptr, flush, &code);
        appendUTF16(converter->result, converter->lead, block, static_cast<int32_t>(target - block));
    } while (code == U_BUFFER_OVERFLOW_ERROR);
    if (U_FAILURE(code)) {
        UErrorCode ignored = U_ZERO_ERROR;
        int8_t invalidLength = sizeof converter->invalid;
        ucnv_getInvalidChars(converter->converter, converter->invalid, &invalidLength, &ignored);
        converter->invalidLength = U_SUCCESS(ignored) ? invalidLength : 0;
    }
    if (U_FAILURE(code) || flush) {
        if (converter->lead != 0 && U_SUCCESS(code)) appendUTF8(converter->result, 0xFFFD);
        converter->lead = 0;
        ucnv_reset(converter->converter);
    }
    *status = code;
    *resultLength = static_cast<int32_t>(converter->result.size());
    return converter->result.data();
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
