// any-latin: ICU's transliteration alone, the floor of placing names of
// another script by their Latin transliteration (Benchmarks/run times it
// beside `collate -l de` on each script's names, and beside the start-up of
// three foreign lines). One thread, as ICU's rule-based transliterators run
// one at a time in a process anyway: open the transliterator (ICU's
// registry, and the script's rules when first met), then transliterate each
// distinct space-separated word of the file once, and write each result on
// a line of its own. No sort key is made, nothing sorted: what is left is
// what a table that transliterates each distinct word cannot skip.
//
//   any-latin [--id ID] <file>      (ID: Any-Latin unless given)
//   any-latin --lines <file>        each line's Any-Latin, whole, in order:
//                                   the names as a Latin table keys them,
//                                   for `collate -l de` to key alone (not timed)
//   any-latin --sort <locale> <file>
//     The floor of target 19 on two cores: what a table that places each
//     name by its words' Any-Latin cannot skip. The distinct words are
//     transliterated once each, half of them in a second process forked
//     after Any-Latin is open (ICU runs one rule-based transliteration at a
//     time in a process; a second process has its own lock, as the second
//     copy of ICU has in `collate`), which hands its results back through
//     shared memory; each line's Latin is its words' joined by its spaces,
//     keyed by ICU with a collator per thread on every core; the lines are
//     sorted by those keys (qsort, ties by input order) and written. No
//     sections, no filing forms, no memo across runs: a floor, not a rival.
//     Its wall time includes opening Any-Latin (ICU's registry), which
//     `collate` does not pay for text of one script: Benchmarks/run also
//     times it on an empty file and takes that off.
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

#include "key-order.h"
#include "read-all.h"

typedef struct { const char *start; size_t length; } word;

static int compareWords(const void *a, const void *b) {
    const word *x = a, *y = b;
    size_t shorter = x->length < y->length ? x->length : y->length;
    int order = memcmp(x->start, y->start, shorter);
    return order != 0 ? order : (x->length > y->length) - (x->length < y->length);
}


// MARK: - The floor on two cores (--sort)

typedef struct { const char *start; uint32_t length; } token;

static int differentTokens(const token *x, const token *y) {
    return x->length != y->length || memcmp(x->start, y->start, x->length) != 0;
}

// Transliterates `text` (UTF-8) into `out`, returning the bytes written, or
// -1 when it does not fit or ICU fails.
static int32_t transliterate(UTransliterator *transliterator, const char *text, uint32_t length, char *out, int32_t room) {
    UChar buffer[4096];
    int32_t units = 0, limit, written = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8WithSub(buffer, 1024, &units, text, (int32_t)length, 0xFFFD, NULL, &status);
    if (U_FAILURE(status)) return -1;
    limit = units;
    utrans_transUChars(transliterator, buffer, &units, (int32_t)(sizeof buffer / sizeof *buffer), 0, &limit, &status);
    if (U_SUCCESS(status)) u_strToUTF8(out, room, &written, buffer, units, &status);
    return U_SUCCESS(status) && status != U_STRING_NOT_TERMINATED_WARNING ? written : -1;
}

// Each distinct word's Latin, in `latin` at `offsets[id]` with `lengths[id]`.
typedef struct { char *latin; size_t *offsets; int32_t *lengths; } Words;

// Transliterates the distinct words of ids `part`, `part` + 2, … (of
// `count`) into `region` of `capacity` bytes: a length per word, then their
// bytes one after another. Alternate words, so that both halves meet words of
// every kind.
static void transliterateWords(UTransliterator *transliterator, token **distinct, size_t part, size_t count,
                               char *region, size_t capacity) {
    int32_t *lengths = (int32_t *)region;
    size_t used = (count + 1) / 2 * sizeof(int32_t);
    for (size_t id = part; id < count; id += 2) {
        int32_t room = (int32_t)(capacity - used > 1 << 20 ? 1 << 20 : capacity - used);
        int32_t written = transliterate(transliterator, distinct[id]->start, distinct[id]->length, region + used, room);
        if (written < 0) { fprintf(stderr, "any-latin: a word too long or ICU failed\n"); exit(1); }
        lengths[id / 2] = written;
        used += (size_t)written;
    }
}

typedef struct {
    const char *locale;
    Entry *entries;
    size_t count;
    const uint32_t *wordsOfLine; // per token of the file, in order: its word's distinct id
    const size_t *firstToken;    // per line: its first token's place in wordsOfLine
    const Words *words;
    KeyArena arena;              // this share's keys
} Share;

static void *keyShare(void *argument) {
    Share *share = argument;
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open(share->locale, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "any-latin: %s: %s\n", share->locale, u_errorName(status)); exit(2); }
    char latin[16384];
    for (size_t i = 0; i < share->count; i++) {
        Entry *entry = &share->entries[i];
        // The line's Latin: its spaces as they are, each word's Latin.
        size_t length = 0, token = share->firstToken[entry->index];
        for (uint32_t at = 0; at < entry->length;) {
            if (entry->line[at] == ' ') {
                if (length < sizeof latin) latin[length++] = ' ';
                at++;
                continue;
            }
            while (at < entry->length && entry->line[at] != ' ') at++;
            uint32_t id = share->wordsOfLine[token++];
            int32_t wordLength = share->words->lengths[id];
            if (length + (size_t)wordLength <= sizeof latin) {
                memcpy(latin + length, share->words->latin + share->words->offsets[id], (size_t)wordLength);
                length += (size_t)wordLength;
            }
        }
        appendSortKey(collator, latin, length, entry, &share->arena);
    }
    ucol_close(collator);
    return NULL;
}

static int sortByWords(UTransliterator *transliterator, const char *locale, const char *path) {
    size_t size;
    char *data = readAll(path, &size);
    size_t lineCapacity = 1 << 16, lineCount = 0, tokenCapacity = 1 << 17, tokenCount = 0;
    Entry *entries = malloc(sizeof(Entry) * lineCapacity);
    size_t *firstToken = malloc(sizeof(size_t) * lineCapacity);
    token *tokens = malloc(sizeof(token) * tokenCapacity);
    for (char *line = data, *end = data + size; line < end;) {
        char *newline = memchr(line, '\n', (size_t)(end - line + 1));
        uint32_t length = (uint32_t)(newline - line);
        if (length > 0) {
            if (lineCount == lineCapacity) {
                lineCapacity *= 2;
                entries = realloc(entries, sizeof(Entry) * lineCapacity);
                firstToken = realloc(firstToken, sizeof(size_t) * lineCapacity);
            }
            entries[lineCount] = (Entry){line, length, (uint32_t)lineCount, 0};
            firstToken[lineCount] = tokenCount;
            for (uint32_t at = 0; at < length;) {
                if (line[at] == ' ') { at++; continue; }
                uint32_t start = at;
                while (at < length && line[at] != ' ') at++;
                if (tokenCount == tokenCapacity) tokens = realloc(tokens, sizeof(token) * (tokenCapacity *= 2));
                tokens[tokenCount] = (token){line + start, at - start};
                tokenCount++;
            }
            lineCount++;
        }
        line = newline + 1;
    }
    // The distinct words, by an open-addressing table of their bytes (FNV-1a),
    // and each token's id among them.
    size_t slots = 1;
    while (slots < tokenCount * 2) slots <<= 1;
    uint32_t *table = malloc(sizeof(uint32_t) * slots);
    memset(table, 0xFF, sizeof(uint32_t) * slots);
    uint32_t *wordsOfLine = malloc(sizeof(uint32_t) * (tokenCount + 1));
    token **distinct = malloc(sizeof(token *) * (tokenCount + 1));
    size_t distinctCount = 0, wordBytes = 0;
    for (size_t i = 0; i < tokenCount; i++) {
        uint64_t hash = 1469598103934665603u;
        for (uint32_t b = 0; b < tokens[i].length; b++) hash = (hash ^ (uint8_t)tokens[i].start[b]) * 1099511628211u;
        size_t slot = (size_t)hash & (slots - 1);
        while (table[slot] != UINT32_MAX && differentTokens(distinct[table[slot]], &tokens[i]) != 0) slot = (slot + 1) & (slots - 1);
        if (table[slot] == UINT32_MAX) {
            table[slot] = (uint32_t)distinctCount;
            distinct[distinctCount++] = &tokens[i];
            wordBytes += tokens[i].length;
        }
        wordsOfLine[i] = table[slot];
    }
    // Half the words in a child process (its own ICU lock), half here.
    size_t capacity = wordBytes * 8 + (1 << 20);
    char *region = mmap(NULL, capacity, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED) { perror("any-latin"); return 1; }
    fflush(stdout);
    pid_t child = fork();
    if (child < 0) { perror("any-latin"); return 1; }
    if (child == 0) {
        transliterateWords(transliterator, distinct, 1, distinctCount, region, capacity);
        _exit(0);
    }
    char *own = malloc(capacity);
    transliterateWords(transliterator, distinct, 0, distinctCount, own, capacity);
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "any-latin: the second process failed\n");
        return 1;
    }
    Words words = {malloc(capacity * 2), malloc(sizeof(size_t) * (distinctCount + 1)), malloc(sizeof(int32_t) * (distinctCount + 1))};
    size_t used = 0, offsets[2] = {(distinctCount + 1) / 2 * sizeof(int32_t), (distinctCount + 1) / 2 * sizeof(int32_t)};
    for (size_t id = 0; id < distinctCount; id++) {
        const char *source = id % 2 == 0 ? own : region;
        int32_t length = ((const int32_t *)source)[id / 2];
        memcpy(words.latin + used, source + offsets[id % 2], (size_t)length);
        words.offsets[id] = used;
        words.lengths[id] = length;
        used += (size_t)length;
        offsets[id % 2] += (size_t)length;
    }
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    size_t threads = cores < 1 ? 1 : (size_t)cores;
    Share *shares = calloc(threads, sizeof(Share));
    pthread_t *ids = calloc(threads, sizeof(pthread_t));
    for (size_t t = 0; t < threads; t++) {
        size_t first = lineCount * t / threads, last = lineCount * (t + 1) / threads;
        shares[t] = (Share){locale, entries + first, last - first, wordsOfLine, firstToken, &words, {NULL, 0, 0}};
        if (pthread_create(&ids[t], NULL, keyShare, &shares[t]) != 0) { perror("any-latin"); return 1; }
    }
    for (size_t t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        for (size_t i = 0; i < shares[t].count; i++) shares[t].entries[i].key += (size_t)(uintptr_t)shares[t].arena.bytes;
    }
    return writeInKeyOrder(entries, lineCount, "any-latin");
}

int main(int argc, char **argv) {
    const char *id = "Any-Latin", *sortLocale = NULL;
    int lines = 0;
    if (argc == 4 && strcmp(argv[1], "--sort") == 0) {
        sortLocale = argv[2];
        argv += 2;
        argc -= 2;
    }
    if (argc == 3 && strcmp(argv[1], "--lines") == 0) {
        lines = 1;
        argv += 1;
        argc -= 1;
    }
    if (argc == 4 && strcmp(argv[1], "--id") == 0) {
        id = argv[2];
        argv += 2;
        argc -= 2;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: any-latin [--id ID | --lines | --sort LOCALE] <file>\n");
        return 2;
    }
    UErrorCode status = U_ZERO_ERROR;
    UChar name[64];
    u_uastrcpy(name, id);
    UTransliterator *transliterator = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) { fprintf(stderr, "any-latin: %s: %s\n", id, u_errorName(status)); return 1; }
    if (sortLocale) return sortByWords(transliterator, sortLocale, argv[1]);

    size_t size;
    char *data = readAll(argv[1], &size);
    size_t count = 0, capacity = 1 << 16;
    word *words = malloc(capacity * sizeof *words);
    for (char *at = data, *end = data + size + 1; at < end;) {
        char *stop = at;
        while (stop < end && *stop != ' ' && *stop != '\n') stop++;
        if (lines) while (stop < end && *stop != '\n') stop++;
        if (stop > at) {
            if (count == capacity) words = realloc(words, (capacity *= 2) * sizeof *words);
            if (!words) { perror("any-latin"); return 1; }
            words[count++] = (word){at, (size_t)(stop - at)};
        }
        at = stop + 1;
    }
    if (!lines) qsort(words, count, sizeof *words, compareWords);

    UChar text[4096];
    char out[16384];
    for (size_t i = 0; i < count; i++) {
        if (!lines && i > 0 && compareWords(&words[i - 1], &words[i]) == 0) continue;
        int32_t length = 0, limit;
        status = U_ZERO_ERROR;
        u_strFromUTF8WithSub(text, 1024, &length, words[i].start, (int32_t)words[i].length, 0xFFFD, NULL, &status);
        if (U_FAILURE(status) && lines) { fprintf(stderr, "any-latin: a line of more than 1,024 UTF-16 units\n"); return 1; }
        if (U_FAILURE(status)) continue;  // a word of more than 1,024 UTF-16 units: not a name
        limit = length;
        utrans_transUChars(transliterator, text, &length, (int32_t)(sizeof text / sizeof *text), 0, &limit, &status);
        int32_t written = 0;
        if (U_SUCCESS(status)) u_strToUTF8(out, (int32_t)sizeof out, &written, text, length, &status);
        if (U_FAILURE(status)) { fprintf(stderr, "any-latin: %s\n", u_errorName(status)); return 1; }
        fwrite(out, 1, (size_t)written, stdout);
        fputc('\n', stdout);
    }
    utrans_close(transliterator);
    return 0;
}
