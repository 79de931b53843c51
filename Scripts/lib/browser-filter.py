"""The HTML page's filter and words, checked in Chromium: run by
Scripts/browser-test with Playwright for Python driving Debian's Chromium.

    browser-filter.py CHROMIUM DIRECTORY

DIRECTORY holds the pages browser-test wrote:
- filter.html: names with accents, Cyrillic, kanji with a reading, katakana,
  an apostrophe, a "Family, Given" name; each query is typed into the filter
  and the records shown are counted (typographic apostrophes, words in any
  order);
- zh-names.html, zh-tw.html: Chinese names on a zh-Hans page made with --names
  and in Traditional characters on a zh-TW (stroke) page, found as Chinese
  phones find them: by pinyin syllables, each by a prefix, joined (zengguofan),
  as initials (zgf) or mixed (zengguof), from a syllable's start only (ou finds
  欧阳修, not 仇英, chou ying), by the surname reading (zeng, shan for 單) and
  the word reading (ceng), and in the other script form (陈 finds 陳);
- google-de.html, google-ja.html: contacts pages of a Google Contacts export
  with phonetic columns (Tests/CollateEndToEndTests/Fixtures/google-phonetic.csv),
  made with no option: each contact is found by the export's readings
  (たかなし and takanashi find 小鳥遊, which MeCab does not read so), by its
  organisation (siemens), and with apostrophes and words in any order;
- ja.html, ar.html, ru-1.html, ru-2.html, ru-5.html: the page's own words
  (everything the page says that is not a record or a title) hold none of the
  English ones; the ru record count takes its plural forms (1 запись, 2 записи,
  5 записей), the ar count Arabic-Indic digits, also while filtering;
- ten-thousand.html: its size is printed (and must stay under 600 KB), and so is
  the time the page's script takes to filter on each keystroke (printed, not
  asserted: the machine decides it).
Exits 1 naming every failure.
"""
import os
import sys

from playwright.sync_api import sync_playwright

chromium, directory = sys.argv[1], sys.argv[2]
failures = []

# query → the records it must show, exactly
FILTER_CASES = {
    "zoe": {"Zoë Kravitz"},
    "schroder": {"Anna Schröder"},
    "bjorn": {"Björn Åberg"},
    "zhukov": {"Пётр Жуков"},
    "tanaka": {"田中 太郎"},
    "たなか": {"田中 太郎"},
    "タナカ": {"田中 太郎"},
    "やまと": {"ヤマト 運輸"},
    "ZOË": {"Zoë Kravitz"},
    "o\u2019brien": {"Seán O'Brien"},
    "obrien": {"Seán O'Brien"},
    "sean o'brien": {"Seán O'Brien"},
    "muller hans": {"Müller, Hans"},
    "hans muller": {"Müller, Hans"},
}
# On the zh-Hans page made with --names and the zh-TW page: pinyin as phones match it.
NAMES_CASES = {"zeng": {"曾国藩"}, "shan": {"单田芳"}, "ceng": {"曾国藩"}, "wang fang": {"王芳"},
               "wangfang": {"王芳"}, "wf": {"王芳"}, "zengguofan": {"曾国藩"}, "zgf": {"曾国藩"}, "zengguof": {"曾国藩"},
               "ou": {"欧阳修"}, "chou": {"仇英"}, "qiu": {"仇英"}, "陈": {"陈明"}, "陳": {"陈明"}, "guofan": {"曾国藩"}, "uofan": set()}
TRADITIONAL = str.maketrans("国单欧阳陈", "國單歐陽陳")
TRADITIONAL_CASES = {query: {name.translate(TRADITIONAL) for name in names} for query, names in NAMES_CASES.items()}
# On the contacts pages of a Google export, de and ja alike: shown by display name.
CONTACTS_CASES = {
    "たかなし": {"小鳥遊 遊"},
    "takanashi": {"小鳥遊 遊"},
    "tanaka": {"田中 太郎"},
    "たなか": {"田中 太郎"},
    "siemens": {"Klaus Schmidt"},
    "o\u2019brien": {"Siobhán O'Brien"},
    "obrien": {"Siobhán O'Brien"},
    "muller hans": {"Hans Müller"},
    "zeiss": {"Zeiss Optik GmbH"},
}
ENGLISH = ["Filter", "record", "Section index", "Search", "jumps to", "No matches", "No records", " of "]

# The page's own words: the count, the filter's label and placeholder, the
# index's and its links' names, the empty states; not records or titles.
OWN_WORDS = r"""
() => [document.getElementById('count').textContent,
       document.querySelector('label[for=filter]').textContent,
       document.getElementById('filter').placeholder,
       document.getElementById('no-matches').textContent,
       ...Array.from(document.querySelectorAll('nav.index'), n => n.getAttribute('aria-label')),
       ...Array.from(document.querySelectorAll('nav.index a'), a => a.getAttribute('aria-label'))]
"""

TYPE = r"""
query => {
  const input = document.getElementById('filter');
  input.value = query;
  const start = performance.now();
  input.dispatchEvent(new Event('input'));
  document.body.getBoundingClientRect(); // style and layout of what the filter changed, in the time
  const time = performance.now() - start;
  const shown = Array.from(document.querySelectorAll('main li')).filter(li => li.offsetParent !== null).map(li => li.firstChild.textContent);
  return { shown, time, count: document.getElementById('count').textContent,
           noMatches: !document.getElementById('no-matches').hidden };
}
"""

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page(viewport={"width": 390, "height": 844})

    def load(name):
        page.goto("file://" + os.path.join(directory, name))
        page.wait_for_function("!document.getElementById('filter-form').hidden")

    for name, cases in (("filter.html", FILTER_CASES), ("zh-names.html", NAMES_CASES), ("zh-tw.html", TRADITIONAL_CASES),
                        ("google-de.html", CONTACTS_CASES), ("google-ja.html", CONTACTS_CASES)):
        load(name)
        for query, expected in cases.items():
            result = page.evaluate(TYPE, query)
            if set(result["shown"]) != expected:
                failures.append(f"{name}: '{query}' shows {sorted(result['shown'])}, expected {sorted(expected)}")
            else:
                print(f"browser-filter: {name}: '{query}' → {result['shown']} ({result['count']!r})")
    load("filter.html")
    nothing = page.evaluate(TYPE, "qqqq")
    if nothing["shown"] or not nothing["noMatches"]:
        failures.append(f"filter.html: 'qqqq' shows {nothing['shown']} and no-matches={nothing['noMatches']}")

    for name in ("ja.html", "ar.html", "ru-1.html", "ru-2.html", "ru-5.html"):
        load(name)
        words = [w for w in page.evaluate(OWN_WORDS) if w]
        english = sorted({e for e in ENGLISH for w in words if e.lower() in w.lower()})
        if english:
            failures.append(f"{name}: English words on the page: {english} in {sorted(set(words))[:8]}…")
    for records, expected in ((1, "1 запись"), (2, "2 записи"), (5, "5 записей")):
        load(f"ru-{records}.html")
        count = page.evaluate("document.getElementById('count').textContent")
        if count != expected:
            failures.append(f"ru-{records}.html: the count is {count!r}, expected {expected!r}")
    load("ar.html")
    arabic_digits = set("٠١٢٣٤٥٦٧٨٩")
    count = page.evaluate("document.getElementById('count').textContent")
    filtered = page.evaluate(TYPE, "ز")["count"]
    for what, text in (("count", count), ("filtered count", filtered)):
        if not set(text) & arabic_digits or any(c.isascii() and c.isdigit() for c in text):
            failures.append(f"ar.html: the {what} {text!r} is not in Arabic-Indic digits")
    print(f"browser-filter: ru counts 1 запись, 2 записи, 5 записей; ar {count!r}, filtering {filtered!r}")

    size = os.path.getsize(os.path.join(directory, "ten-thousand.html"))
    if size >= 600_000:
        failures.append(f"ten-thousand.html is {size} bytes, over 600 KB")
    load("ten-thousand.html")
    times = []
    for query in ("z", "zo", "zoe", "zo", "z", "", "b", "bj", "bjo", "bjor", "bjorn"):
        times.append((query, page.evaluate(TYPE, query)["time"]))
    slowest = max(time for _, time in times)
    print(f"browser-filter: the 10,000-record page is {size:,} bytes; filtering per keystroke: "
          + ", ".join(f"{q or '∅'!r} {t:.1f} ms" for q, t in times) + f" (slowest {slowest:.1f} ms)")
    browser.close()

if failures:
    sys.exit("browser-filter: " + "\n  ".join(failures))
print("browser-filter: every query shows exactly its records; the ja, ar and ru pages speak their language")
