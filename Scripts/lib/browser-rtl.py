"""Rows and the index bar, checked in Chromium: no row's text is drawn under
the bar, whatever the direction of the page and of each row. Run by
Scripts/browser-test with Playwright for Python driving Debian's Chromium.

    browser-rtl.py CHROMIUM PAGE.html…

Each page (an Arabic and a Hebrew page with Latin names among theirs, an
English page with Arabic and Hebrew names) is loaded at 390, 900 and 1200 CSS
px wide. The bar shown is the one variant CSS displays at that height; every
record's text (each line box of it, measured with a DOM Range) and its links
must lie clear of the bar's column. Sections off screen are laid out for the
measurement (`content-visibility: visible`), which moves nothing sideways.
Exits 1 naming each row drawn under the bar.
"""
import sys

from playwright.sync_api import sync_playwright

chromium, pages = sys.argv[1], sys.argv[2:]
widths = {390: 844, 900: 700, 1200: 800}

MEASURE = r"""
() => {
  const style = document.createElement('style');
  style.textContent = 'main section { content-visibility: visible !important; }';
  document.head.append(style);
  const bars = Array.from(document.querySelectorAll('nav.index')).filter(n => getComputedStyle(n).display !== 'none');
  if (bars.length !== 1) return { error: `${bars.length} bars shown` };
  const bar = bars[0].querySelector('ol').getBoundingClientRect();
  const overlaps = [];
  let rows = 0, nearest = Infinity;
  for (const li of document.querySelectorAll('main li')) {
    rows++;
    const range = document.createRange();
    range.selectNodeContents(li);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const gap = Math.max(bar.left - rect.right, rect.left - bar.right);
      nearest = Math.min(nearest, gap);
      if (gap < 0) { overlaps.push({ row: li.firstChild.textContent, dir: getComputedStyle(li).direction, left: rect.left, right: rect.right }); break; }
    }
  }
  return { rows, overlaps, bar: { left: bar.left, right: bar.right }, nearest, dir: document.documentElement.dir };
}
"""

failures = []
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
    for width, height in widths.items():
        page = browser.new_page(viewport={"width": width, "height": height})
        for path in pages:
            name = path.rsplit("/", 1)[-1]
            page.goto("file://" + path)
            result = page.evaluate(MEASURE)
            if "error" in result:
                failures.append(f"{name} at {width} px: {result['error']}")
                continue
            if result["overlaps"]:
                shown = ", ".join(f"{o['row']!r} ({o['dir']}, x {o['left']:.0f}–{o['right']:.0f})" for o in result["overlaps"][:5])
                failures.append(f"{name} at {width} px ({result['dir']}): {len(result['overlaps'])} of {result['rows']} rows under the bar "
                                f"(x {result['bar']['left']:.0f}–{result['bar']['right']:.0f}): {shown}")
            else:
                print(f"browser-rtl: {name} at {width} px ({result['dir']}): {result['rows']} rows clear of the bar "
                      f"(x {result['bar']['left']:.0f}–{result['bar']['right']:.0f}), nearest text {result['nearest']:.0f} px away")
        page.close()
    browser.close()

if failures:
    sys.exit("browser-rtl: " + "\n  ".join(failures))
print("browser-rtl: on every page and width, every row's text is clear of the index bar")
