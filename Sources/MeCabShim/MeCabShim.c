#include "MeCabShim.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

// The few entry points of MeCab's C API (mecab.h), by their documented
// signatures. mecab_t is opaque to us.
typedef struct mecab_t mecab_t;
typedef mecab_t *(*mecab_new2_f)(const char *arg);
typedef const char *(*mecab_sparse_tostr2_f)(mecab_t *mecab, const char *str, size_t len);
typedef void (*mecab_destroy_f)(mecab_t *mecab);
typedef const char *(*mecab_strerror_f)(mecab_t *mecab);

struct mecabshim_tagger {
    void *library;
    mecab_t *mecab;
    mecab_sparse_tostr2_f parse;
    mecab_destroy_f destroy;
};

// Where MeCab's library is looked for when no path is given, in order: the
// platform's names for it (the dynamic loader searches its usual
// directories), then where Homebrew installs it on macOS, which the loader
// does not search.
static const char *const defaultLibraryNames[] = {
#if defined(__APPLE__)
    "libmecab.2.dylib", "libmecab.dylib",
    "/opt/homebrew/lib/libmecab.2.dylib", "/usr/local/lib/libmecab.2.dylib",
#else
    "libmecab.so.2", "libmecab.so",
#endif
    NULL,
};

// dlopen's the library at `libraryPath`, or the first of the default names
// that loads; NULL with the reason written when none does.
static void *openLibrary(const char *libraryPath, const char **path, char *reason, size_t reasonCapacity) {
    const char *const single[] = {libraryPath, NULL};
    const char *const *candidates = libraryPath != NULL ? single : defaultLibraryNames;
    for (const char *const *candidate = candidates; *candidate != NULL; candidate++) {
        void *library = dlopen(*candidate, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) {
            *path = *candidate;
            return library;
        }
        // The first failure says the most (later names are fallbacks).
        if (candidate == candidates) snprintf(reason, reasonCapacity, "cannot load %s (%s)", *candidate, dlerror());
    }
    return NULL;
}

mecabshim_tagger *mecabshim_open(const char *libraryPath, char *reason, size_t reasonCapacity) {
    const char *path = NULL;
    void *library = openLibrary(libraryPath, &path, reason, reasonCapacity);
    if (library == NULL) return NULL;
    mecab_new2_f create = (mecab_new2_f)dlsym(library, "mecab_new2");
    mecab_sparse_tostr2_f parse = (mecab_sparse_tostr2_f)dlsym(library, "mecab_sparse_tostr2");
    mecab_destroy_f destroy = (mecab_destroy_f)dlsym(library, "mecab_destroy");
    mecab_strerror_f strerror = (mecab_strerror_f)dlsym(library, "mecab_strerror");
    if (create == NULL || parse == NULL || destroy == NULL || strerror == NULL) {
        snprintf(reason, reasonCapacity, "%s lacks MeCab's C API", path);
        dlclose(library);
        return NULL;
    }
    mecab_t *mecab = create("-Oyomi");
    if (mecab == NULL) {
        // mecab_strerror(NULL) reports why the last creation failed, e.g. no dictionary.
        snprintf(reason, reasonCapacity, "MeCab could not start: %s", strerror(NULL));
        dlclose(library);
        return NULL;
    }
    mecabshim_tagger *tagger = malloc(sizeof *tagger);
    if (tagger == NULL) {
        destroy(mecab);
        dlclose(library);
        snprintf(reason, reasonCapacity, "out of memory");
        return NULL;
    }
    tagger->library = library;
    tagger->mecab = mecab;
    tagger->parse = parse;
    tagger->destroy = destroy;
    return tagger;
}

const char *mecabshim_reading(mecabshim_tagger *tagger, const char *utf8, size_t length) {
    return tagger->parse(tagger->mecab, utf8, length);
}

void mecabshim_close(mecabshim_tagger *tagger) {
    if (tagger == NULL) return;
    tagger->destroy(tagger->mecab);
    dlclose(tagger->library);
    free(tagger);
}
