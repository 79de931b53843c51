#include "YomiWriter.h"

#include <stdlib.h>
#include <string.h>

// What MeCab's writer (writer.cpp, Writer::writeNode) does for the yomi
// format, without its costs: per node it allocates an 8 KiB buffer and 64
// pointers, copies the feature with strncpy (which zero-fills all 8 KiB),
// and interprets the format string. Here the feature is copied as far as
// its end and split the same way (tokenizeCSV, utils.h), and the format is
// the code below. MeCabShim checks the walk against MeCab's own writer when
// a model opens, and uses it only when they agree.

enum { nodeUnknown = 1 };        // MECAB_UNK_NODE
enum { featureCapacity = 8192 }; // MeCab's BUF_SIZE: the copy of a feature
enum { fieldCapacity = 64 };     // the fields MeCab splits a feature into
enum { readingField = 7 };       // %f[7]: IPAdic's reading

static int append(yomi_buffer *buffer, const char *bytes, size_t count) {
    if (count == 0) return 1; // memcpy must not see the empty buffer's NULL
    if (buffer->count + count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 256;
        while (capacity < buffer->count + count) capacity *= 2;
        char *grown = realloc(buffer->bytes, capacity);
        if (grown == NULL) return 0;
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, bytes, count);
    buffer->count += count;
    return 1;
}

// MeCab's tokenizeCSV: splits `text` in place at commas into at most `max`
// fields; a field in double quotes may hold commas, and "" stands for ".
// Stops once `enough` fields are split: the fields after them change
// neither those nor whether there are `enough`.
static size_t splitCSV(char *text, char **fields, size_t max, size_t enough) {
    char *end = text + strlen(text);
    size_t count = 0;
    for (char *p = text; p < end; ++p) {
        while (*p == ' ' || *p == '\t') ++p;
        char *start, *stop;
        if (*p == '"') {
            start = ++p;
            stop = start;
            for (; p < end; ++p) {
                if (*p == '"') {
                    p++;
                    if (*p != '"') break;
                }
                *stop++ = *p;
            }
            char *comma = memchr(p, ',', (size_t)(end - p > 0 ? end - p : 0));
            p = comma ? comma : end;
        } else {
            start = p;
            char *comma = memchr(p, ',', (size_t)(end - p));
            p = comma ? comma : end;
            stop = p;
        }
        if (max-- > 1) *stop = '\0';
        fields[count++] = start;
        if (max == 0 || count == enough) break;
    }
    return count;
}

enum fieldSearch { fieldFound, fieldMissing, fieldQuoted };

// splitCSV's field `wanted` of `text` (which ends at `end`), found in place
// without copying: the same loop, for a text whose first fields hold no
// quoted field (where splitCSV would rewrite the bytes; fieldQuoted then,
// and the caller splits a copy). An unquoted field ends at its comma, where
// splitCSV writes its terminator.
static enum fieldSearch findField(const char *text, const char *end, size_t wanted, const char **start, size_t *length) {
    size_t count = 0;
    for (const char *p = text; p < end; ++p) {
        while (*p == ' ' || *p == '\t') ++p;
        if (*p == '"') return fieldQuoted;
        const char *comma = memchr(p, ',', (size_t)(end - p));
        const char *stop = comma ? comma : end;
        if (count++ == wanted) {
            *start = p;
            *length = (size_t)(stop - p);
            return fieldFound;
        }
        p = stop;
    }
    return fieldMissing;
}

// %f[7]: the reading field, unless it starts with '*'.
static yomi_result appendReading(const char *feature, yomi_buffer *buffer) {
    if (feature[0] == '\0') return yomi_failed; // "no feature information available"
    size_t length = strlen(feature);
    if (length >= featureCapacity) return yomi_declined; // strncpy would leave it unterminated
    const char *field = NULL;
    size_t fieldLength = 0;
    switch (findField(feature, feature + length, readingField, &field, &fieldLength)) {
    case fieldMissing: return yomi_failed; // "given index is out of range"
    case fieldFound:
        if (field[0] == '*') return yomi_written;
        return append(buffer, field, fieldLength) ? yomi_written : yomi_failed;
    case fieldQuoted: break;
    }
    char copy[featureCapacity];
    memcpy(copy, feature, length + 1);
    char *fields[fieldCapacity];
    size_t count = splitCSV(copy, fields, fieldCapacity, readingField + 1);
    if (readingField >= count) return yomi_failed; // "given index is out of range"
    const char *reading = fields[readingField];
    if (reading[0] == '*') return yomi_written;
    return append(buffer, reading, strlen(reading)) ? yomi_written : yomi_failed;
}

// The memo's slot for `feature`: the one that holds it, or the empty one
// where it would go. Linear probing from the top bits of a multiplicative
// (Fibonacci) hash of the address.
static yomi_memo_slot *memoSlot(yomi_memo *memo, const char *feature) {
    size_t slot = (size_t)(((unsigned long long)(size_t)feature * 0x9E3779B97F4A7C15ull) >> (64 - yomi_memo_log2));
    while (memo->slots[slot].feature != NULL && memo->slots[slot].feature != feature) slot = (slot + 1) & (yomi_memo_slots - 1);
    return &memo->slots[slot];
}

// Remembers that `feature`'s reading field wrote `bytes` (possibly none); a
// full memo is emptied first. False only when it cannot allocate (the walk
// goes on without it).
static int remember(yomi_memo *memo, yomi_memo_slot *slot, const char *feature, const char *bytes, size_t length) {
    if (memo->slots == NULL) {
        memo->slots = calloc(yomi_memo_slots, sizeof *memo->slots);
        memo->bytes = malloc(yomi_memo_bytes);
        if (memo->slots == NULL || memo->bytes == NULL) {
            yomi_memo_free(memo);
            return 0;
        }
        slot = memoSlot(memo, feature);
    }
    if (length > yomi_memo_bytes / 16) return 1; // a field that long is not a name's word
    if (2 * (memo->count + 1) > yomi_memo_slots || memo->used + length > yomi_memo_bytes) {
        memset(memo->slots, 0, yomi_memo_slots * sizeof *memo->slots);
        memo->count = memo->used = 0;
        slot = memoSlot(memo, feature);
    }
    if (length > 0) memcpy(memo->bytes + memo->used, bytes, length);
    *slot = (yomi_memo_slot){feature, (unsigned int)memo->used, (unsigned int)length};
    memo->used += length;
    memo->count += 1;
    return 1;
}

// %f[7] of a known word's feature, from the memo when it holds the feature.
static yomi_result appendRemembered(const char *feature, yomi_buffer *buffer, yomi_memo *memo) {
    if (memo == NULL) return appendReading(feature, buffer);
    yomi_memo_slot *slot = memo->slots ? memoSlot(memo, feature) : NULL;
    if (slot != NULL && slot->feature == feature) {
        return append(buffer, memo->bytes + slot->offset, slot->length) ? yomi_written : yomi_failed;
    }
    size_t before = buffer->count;
    yomi_result result = appendReading(feature, buffer);
    // Only a reading written is remembered: a failure is MeCab's writer's,
    // and a declined feature goes to it, every time.
    if (result == yomi_written) remember(memo, slot, feature, buffer->bytes + before, buffer->count - before);
    return result;
}

yomi_result yomi_write(const yomi_node *bos, yomi_buffer *buffer, yomi_memo *memo) {
    buffer->count = 0;
    if (bos == NULL) return yomi_failed;
    for (const yomi_node *node = bos->next; node != NULL && node->next != NULL; node = node->next) {
        // The text before the word (spaces MeCab skipped) and the word:
        // rlength bytes that end where the word ends.
        const char *spaced = node->surface - node->rlength + node->length;
        if (node->stat == nodeUnknown) { // %M
            if (!append(buffer, spaced, node->rlength)) return yomi_failed;
            continue;
        }
        if (!append(buffer, spaced, (size_t)(node->rlength - node->length))) return yomi_failed; // %pS
        yomi_result result = appendRemembered(node->feature, buffer, memo);
        if (result != yomi_written) return result;
    }
    return append(buffer, "\n", 2) ? yomi_written : yomi_failed; // the end, and the terminating NUL
}

void yomi_memo_free(yomi_memo *memo) {
    free(memo->slots);
    free(memo->bytes);
    *memo = (yomi_memo){0};
}

void yomi_buffer_free(yomi_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = buffer->capacity = 0;
}
