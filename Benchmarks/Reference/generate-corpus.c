// generate-corpus: deterministic corpora of person names for Benchmarks/run.
//
//   generate-corpus same  <locale> <count> <seed>   names in <locale>'s own alphabet
//   generate-corpus mixed <locale> <count> <seed>   Latin, Cyrillic, Greek, Arabic, Hebrew,
//                                                   Devanagari, Thai, Han, kana, Hangul,
//                                                   digits and symbols (<locale> is unused)
//   generate-corpus directory <locale> <count> <seed>
//                                                   an international directory: 55 % Cyrillic
//                                                   names (ru, uk) that repeat, 45 % names from
//                                                   22 other locales and 13 other scripts,
//                                                   nearly all distinct (<locale> is unused)
//   generate-corpus distinct <locale> <count> <seed>
//                                                   names in <locale>'s own script (Japanese:
//                                                   kanji), from pools of 50,000 surnames and
//                                                   5,000 given names drawn uniformly, so that
//                                                   nearly every name is distinct; shaped as the
//                                                   script's names are (Chinese and Korean: one
//                                                   surname letter, one or two given, no space)
//
// Letters come from CLDR's exemplar characters (ICU's ulocdata_getExemplarSet),
// not from tables written here. Each script has a pool of surnames and given
// names drawn from those letters; records pick from the pools with Zipf
// weights, so common names repeat as they do in real contact lists; in the
// directory corpus the foreign names are drawn uniformly from pools large
// enough that almost every one is distinct, as in a real international
// directory, where a memo of repeated names helps little. The
// output depends only on the arguments and ICU's data (one record per line).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/uscript.h>
#include <unicode/uset.h>
#include <unicode/ustring.h>
#include <unicode/utf8.h>

static uint64_t rngState;

// splitmix64: small, fast, and the same sequence on every platform.
static uint64_t nextRandom(void) {
    uint64_t z = (rngState += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double uniform(void) { return (double)(nextRandom() >> 11) / 9007199254740992.0; }
static int between(int low, int high) { return low + (int)(nextRandom() % (uint64_t)(high - low + 1)); }

/// The letters of a locale's standard exemplar set whose script is `script`
/// (USCRIPT_INVALID_CODE: any letter), as code points.
typedef struct {
    UChar32 *letters;
    int count;
} Alphabet;

static Alphabet exemplarLetters(const char *locale, UScriptCode script, int lettersOnly) {
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &status);
    USet *set = uset_openEmpty();
    ulocdata_getExemplarSet(data, set, 0, ULOCDATA_ES_STANDARD, &status);
    if (U_FAILURE(status)) {
        fprintf(stderr, "generate-corpus: no exemplar characters for %s: %s\n", locale, u_errorName(status));
        exit(1);
    }
    Alphabet alphabet = {malloc(sizeof(UChar32) * 40000), 0};
    int32_t ranges = uset_getItemCount(set);
    for (int32_t i = 0; i < ranges; i++) {
        UChar32 start, end;
        UChar buffer[16];
        int32_t length = uset_getItem(set, i, &start, &end, buffer, 16, &status);
        if (length != 0) continue; // a multi-character string: skip
        for (UChar32 c = start; c <= end && alphabet.count < 40000; c++) {
            if (lettersOnly && !u_isalpha(c)) continue;
            UErrorCode scriptStatus = U_ZERO_ERROR;
            if (script != USCRIPT_INVALID_CODE && uscript_getScript(c, &scriptStatus) != script) continue;
            alphabet.letters[alphabet.count++] = c;
        }
    }
    uset_close(set);
    ulocdata_close(data);
    if (alphabet.count == 0) {
        fprintf(stderr, "generate-corpus: no letters for %s\n", locale);
        exit(1);
    }
    return alphabet;
}

typedef struct {
    char **names;
    int count;
    double *cumulative; // Zipf weights 1/(k+1), cumulative, normalized
} Pool;

static void appendCodePoint(char *out, int *length, UChar32 c) {
    U8_APPEND_UNSAFE(out, *length, c);
}

/// A name of `minimum`…`maximum` letters; the first one upper-cased when the
/// script has case. Dependent signs (Devanagari and Thai vowel signs, marks)
/// are not letters for u_isalpha and so are never drawn.
static char *makeName(const Alphabet *alphabet, int minimum, int maximum) {
    char buffer[256];
    int length = 0;
    int letters = between(minimum, maximum);
    for (int i = 0; i < letters; i++) {
        UChar32 c = alphabet->letters[nextRandom() % (uint64_t)alphabet->count];
        if (i == 0) c = u_toupper(c);
        appendCodePoint(buffer, &length, c);
    }
    buffer[length] = 0;
    return strdup(buffer);
}

static Pool makePool(const Alphabet *alphabet, int count, int minimum, int maximum) {
    Pool pool = {malloc(sizeof(char *) * count), count, malloc(sizeof(double) * count)};
    double total = 0;
    for (int i = 0; i < count; i++) {
        pool.names[i] = makeName(alphabet, minimum, maximum);
        total += 1.0 / (i + 1);
        pool.cumulative[i] = total;
    }
    for (int i = 0; i < count; i++) pool.cumulative[i] /= total;
    return pool;
}

static const char *pickUniformly(const Pool *pool) {
    return pool->names[nextRandom() % (uint64_t)pool->count];
}

static const char *pick(const Pool *pool) {
    double u = uniform();
    int low = 0, high = pool->count - 1;
    while (low < high) {
        int middle = (low + high) / 2;
        if (pool->cumulative[middle] < u) low = middle + 1; else high = middle;
    }
    return pool->names[low];
}

/// One script's names: how they are built and how often they appear.
typedef struct {
    const char *locale;
    UScriptCode script;
    double share;           // fraction of the mixed corpus
    int surnameLetters[2];  // min, max
    int givenLetters[2];
    const char *separator;  // between surname and given name
    Pool surnames, givens;
    int distinct;           // large pools, uniform picks: names rarely repeat
} Script;

static Script scripts[] = {
    {"en", USCRIPT_LATIN, 0.20, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"de", USCRIPT_LATIN, 0.07, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"fr", USCRIPT_LATIN, 0.06, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"pl", USCRIPT_LATIN, 0.05, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"ru", USCRIPT_CYRILLIC, 0.20, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"el", USCRIPT_GREEK, 0.05, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"ar", USCRIPT_ARABIC, 0.05, {3, 8}, {3, 6}, " ", {0}, {0}, 0},
    {"he", USCRIPT_HEBREW, 0.04, {3, 7}, {2, 6}, " ", {0}, {0}, 0},
    {"hi", USCRIPT_DEVANAGARI, 0.05, {3, 7}, {2, 6}, " ", {0}, {0}, 0},
    {"th", USCRIPT_THAI, 0.04, {3, 8}, {3, 7}, " ", {0}, {0}, 0},
    {"zh", USCRIPT_HAN, 0.07, {1, 1}, {1, 2}, "", {0}, {0}, 0},
    {"ja", USCRIPT_KATAKANA, 0.02, {2, 4}, {2, 4}, " ", {0}, {0}, 0},
    {"ja", USCRIPT_HIRAGANA, 0.02, {2, 4}, {2, 4}, " ", {0}, {0}, 0},
    {"ko", USCRIPT_HANGUL, 0.06, {1, 1}, {2, 2}, "", {0}, {0}, 0},
};
enum { kScriptCount = sizeof(scripts) / sizeof(scripts[0]), kSurnames = 2000, kGivenNames = 400 };

/// The directory corpus: shares add up to 1 (no digits or symbols).
static Script directoryScripts[] = {
    {"ru", USCRIPT_CYRILLIC, 0.50, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"uk", USCRIPT_CYRILLIC, 0.05, {4, 10}, {3, 8}, " ", {0}, {0}, 0},
    {"en", USCRIPT_LATIN, 0.08, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"de", USCRIPT_LATIN, 0.03, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"fr", USCRIPT_LATIN, 0.03, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"es", USCRIPT_LATIN, 0.03, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"it", USCRIPT_LATIN, 0.02, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"pt", USCRIPT_LATIN, 0.02, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"pl", USCRIPT_LATIN, 0.02, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"tr", USCRIPT_LATIN, 0.02, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"vi", USCRIPT_LATIN, 0.02, {2, 6}, {2, 6}, " ", {0}, {0}, 1},
    {"sv", USCRIPT_LATIN, 0.01, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"cs", USCRIPT_LATIN, 0.01, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"el", USCRIPT_GREEK, 0.02, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"ar", USCRIPT_ARABIC, 0.02, {3, 8}, {3, 6}, " ", {0}, {0}, 1},
    {"fa", USCRIPT_ARABIC, 0.01, {3, 8}, {3, 6}, " ", {0}, {0}, 1},
    {"he", USCRIPT_HEBREW, 0.01, {3, 7}, {2, 6}, " ", {0}, {0}, 1},
    {"hi", USCRIPT_DEVANAGARI, 0.02, {3, 7}, {2, 6}, " ", {0}, {0}, 1},
    {"bn", USCRIPT_BENGALI, 0.01, {3, 7}, {2, 6}, " ", {0}, {0}, 1},
    {"th", USCRIPT_THAI, 0.01, {3, 8}, {3, 7}, " ", {0}, {0}, 1},
    {"zh", USCRIPT_HAN, 0.03, {1, 1}, {1, 2}, "", {0}, {0}, 1},
    {"ja", USCRIPT_HAN, 0.01, {1, 2}, {1, 2}, "", {0}, {0}, 1},
    {"ja", USCRIPT_KATAKANA, 0.01, {2, 4}, {2, 4}, " ", {0}, {0}, 1},
    {"ko", USCRIPT_HANGUL, 0.02, {1, 1}, {2, 2}, "", {0}, {0}, 1},
    {"ka", USCRIPT_GEORGIAN, 0.005, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
    {"hy", USCRIPT_ARMENIAN, 0.005, {4, 10}, {3, 8}, " ", {0}, {0}, 1},
};
enum { kDirectoryScriptCount = sizeof(directoryScripts) / sizeof(directoryScripts[0]),
       kDistinctSurnames = 50000, kDistinctGivenNames = 5000 };

/// Digits and symbols: phone numbers, street numbers, handles.
static void writeOther(FILE *out) {
    static const char *symbols[] = {"#", "@", "+", "_", "(", "*", "&", "'", "\"", "-"};
    switch (nextRandom() % 3) {
    case 0:
        fprintf(out, "+%d %03d %03d-%02d-%02d\n", between(1, 99), between(100, 999), between(0, 999), between(0, 99), between(0, 99));
        break;
    case 1:
        fprintf(out, "%d %s\n", between(1, 9999), pick(&scripts[0].surnames));
        break;
    default:
        fprintf(out, "%s%s%d\n", symbols[nextRandom() % 10], pick(&scripts[0].givens), between(0, 99));
    }
}

static void buildPools(Script *script) {
    int lettersOnly = 1;
    Alphabet alphabet = exemplarLetters(script->locale, script->script, lettersOnly);
    int surnames = script->distinct ? kDistinctSurnames : kSurnames;
    int givens = script->distinct ? kDistinctGivenNames : kGivenNames;
    script->surnames = makePool(&alphabet, surnames, script->surnameLetters[0], script->surnameLetters[1]);
    script->givens = makePool(&alphabet, givens, script->givenLetters[0], script->givenLetters[1]);
    free(alphabet.letters);
}

static void writeName(FILE *out, const Script *script) {
    const char *(*choose)(const Pool *) = script->distinct ? pickUniformly : pick;
    fputs(choose(&script->surnames), out);
    fputs(script->separator, out);
    fputs(choose(&script->givens), out);
    fputc('\n', out);
}

/// One locale's names, nearly all distinct: its own script (the script of
/// its first exemplar letter; Japanese: kanji, as MeCab reads them).
static Script distinctScript(const char *locale) {
    Script own = {locale, USCRIPT_INVALID_CODE, 1, {4, 10}, {3, 8}, " ", {0}, {0}, 1};
    if (strncmp(locale, "ja", 2) == 0) {
        own.script = USCRIPT_HAN;
    } else {
        Alphabet probe = exemplarLetters(locale, USCRIPT_INVALID_CODE, 1);
        UErrorCode status = U_ZERO_ERROR;
        own.script = uscript_getScript(probe.letters[0], &status);
        free(probe.letters);
    }
    if (own.script == USCRIPT_HAN || own.script == USCRIPT_HANGUL) {
        own.surnameLetters[0] = own.surnameLetters[1] = 1;
        own.givenLetters[0] = 1;
        own.givenLetters[1] = 2;
        own.separator = own.script == USCRIPT_HAN && strncmp(locale, "ja", 2) == 0 ? " " : "";
        if (strncmp(locale, "ja", 2) == 0) own.surnameLetters[1] = 2;
    }
    return own;
}

int main(int argc, char **argv) {
    if (argc != 5 || (strcmp(argv[1], "same") != 0 && strcmp(argv[1], "mixed") != 0 && strcmp(argv[1], "directory") != 0
                      && strcmp(argv[1], "distinct") != 0)) {
        fprintf(stderr, "usage: generate-corpus same|mixed|directory|distinct <locale> <count> <seed>\n");
        return 2;
    }
    long count = atol(argv[3]);
    rngState = strtoull(argv[4], NULL, 10);
    static char outputBuffer[1 << 20];
    setvbuf(stdout, outputBuffer, _IOFBF, sizeof outputBuffer);

    if (strcmp(argv[1], "same") == 0) {
        Script own = {argv[2], USCRIPT_INVALID_CODE, 1, {4, 10}, {3, 8}, " ", {0}, {0}, 0};
        // The locale's own letters: the script of its first exemplar letter.
        Alphabet probe = exemplarLetters(argv[2], USCRIPT_INVALID_CODE, 1);
        UErrorCode status = U_ZERO_ERROR;
        own.script = uscript_getScript(probe.letters[0], &status);
        free(probe.letters);
        buildPools(&own);
        for (long i = 0; i < count; i++) writeName(stdout, &own);
        return fflush(stdout) == 0 ? 0 : 1;
    }

    if (strcmp(argv[1], "distinct") == 0) {
        Script own = distinctScript(argv[2]);
        buildPools(&own);
        for (long i = 0; i < count; i++) writeName(stdout, &own);
        return fflush(stdout) == 0 ? 0 : 1;
    }

    if (strcmp(argv[1], "directory") == 0) {
        for (int s = 0; s < kDirectoryScriptCount; s++) buildPools(&directoryScripts[s]);
        for (long i = 0; i < count; i++) {
            double u = uniform();
            int s = 0;
            while (s < kDirectoryScriptCount - 1 && u >= directoryScripts[s].share) u -= directoryScripts[s++].share;
            writeName(stdout, &directoryScripts[s]);
        }
        return fflush(stdout) == 0 ? 0 : 1;
    }

    for (int s = 0; s < kScriptCount; s++) buildPools(&scripts[s]);
    for (long i = 0; i < count; i++) {
        double u = uniform();
        int s = 0;
        while (s < kScriptCount && u >= scripts[s].share) u -= scripts[s++].share;
        if (s == kScriptCount) writeOther(stdout); // the remaining 2 %
        else writeName(stdout, &scripts[s]);
    }
    return fflush(stdout) == 0 ? 0 : 1;
}
