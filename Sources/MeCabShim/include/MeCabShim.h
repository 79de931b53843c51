// MeCabShim: loads the MeCab morphological analyser at run time.
//
// MeCab is optional: the package builds and runs without it. When its
// library (libmecab.so.2 on Linux, libmecab.2.dylib on macOS) and a
// dictionary (Debian: libmecab2, mecab-ipadic-utf8; Homebrew: mecab,
// mecab-ipadic) are installed, a tagger reads Japanese text into katakana (the dictionary's
// "yomi" output format). Nothing here includes MeCab's headers; the four
// functions used are looked up with dlsym.
//
// Thread safety: a tagger must not be used by two threads at once.
#ifndef MECABSHIM_H
#define MECABSHIM_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mecabshim_tagger mecabshim_tagger;

/// Loads `libraryPath` (NULL: the platform's names for MeCab's library, tried
/// in order: libmecab.so.2 and libmecab.so on Linux; libmecab.2.dylib,
/// libmecab.dylib and Homebrew's lib directories on macOS) and opens a tagger with the
/// system's default dictionary (mecabrc) and the yomi output format. On
/// failure returns NULL and writes why into `reason`.
mecabshim_tagger *mecabshim_open(const char *libraryPath, char *reason, size_t reasonCapacity);

/// The katakana reading of UTF-8 text, NUL-terminated, valid until the next
/// call on this tagger; NULL when MeCab fails.
/// Another tagger on the same model as `tagger` (the dictionary is shared,
/// not loaded again); NULL when MeCab fails. Safe while `tagger` is in use
/// on another thread. Each tagger is used by one thread at a time.
mecabshim_tagger *mecabshim_sibling(const mecabshim_tagger *tagger);

const char *mecabshim_reading(mecabshim_tagger *tagger, const char *utf8, size_t length);

void mecabshim_close(mecabshim_tagger *tagger);

#ifdef __cplusplus
}
#endif

#endif
