"""Accessibility of `collate --format html` pages, checked in Chromium as a
person would meet them: run by Scripts/browser-test with Playwright for Python
driving Debian's Chromium.

    browser-a11y.py CHROMIUM AXE_JS PAGE.html…

Each page is loaded at a phone (390×844), a phone in landscape (844×390) and a
desktop (1280×800) window, in light and in dark mode. In each:
- label in name (WCAG 2.5.3): every link shown has an accessible name, as
  Chromium computes it, that contains the label it shows (text without
  letters or digits, a bullet or the search entry's glass, is a symbol, not a
  label);
- contrast (WCAG 1.4.3): every link shown, in the index or under a record,
  reads at 4.5:1 or more against what is behind it (its own and its
  ancestors' backgrounds, and for the floating bar what lies under it);
- target size (WCAG 2.2, 2.5.8): every index entry shown is 24×24 CSS px at
  least, and the bar shown fits the window (it compacts rather than shrinks);
- axe-core's WCAG 2.0/2.1/2.2 A and AA rules report no violation.
Exits 1 naming every failure.
"""
import json
import re
import sys
import time

from playwright.sync_api import sync_playwright

chromium, axe_js, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
axe_source = open(axe_js, encoding="utf-8").read()
axe_version = re.search(r"axe v([\d.]+)", axe_source[:200]).group(1)
sizes = {"phone": (390, 844), "landscape": (844, 390), "desktop": (1280, 800)}
schemes = ("light", "dark")
minimum_target, minimum_contrast = 24, 4.5

# What a person sees of each link shown, measured in the page.
MEASURE = r"""
() => {
  const parse = text => { const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number); return { r, g, b, a }; };
  const over = (top, bottom) => {
    const a = top.a + bottom.a * (1 - top.a);
    if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
    const mix = c => (top[c] * top.a + bottom[c] * bottom.a * (1 - top.a)) / a;
    return { r: mix('r'), g: mix('g'), b: mix('b'), a };
  };
  // The colour behind an element: its and its ancestors' backgrounds, down to the canvas.
  const canvas = parse(getComputedStyle(document.documentElement).backgroundColor).a > 0
    ? parse(getComputedStyle(document.documentElement).backgroundColor)
    : (matchMedia('(prefers-color-scheme: dark)').matches ? { r: 18, g: 18, b: 18, a: 1 } : { r: 255, g: 255, b: 255, a: 1 });
  const behind = element => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) layers.push(parse(getComputedStyle(e).backgroundColor));
    return layers.reduceRight((under, layer) => over(layer, under), canvas);
  };
  const luminance = c => {
    const channel = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
  };
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const bar = Array.from(document.querySelectorAll('nav.index')).find(shown);
  const links = Array.from(document.querySelectorAll('a[href]')).filter(shown).map(a => {
    const box = a.getBoundingClientRect();
    let under = a;
    const inBar = !!a.closest('nav.index');
    if (inBar) {
      // The bar floats over the list: what is behind it is what lies under its centre.
      const x = box.left + box.width / 2, y = box.top + box.height / 2;
      under = document.elementsFromPoint(x, y).find(e => !e.closest('nav.index')) || document.body;
      const own = parse(getComputedStyle(a.closest('ol')).backgroundColor);
      const background = over(own, behind(under));
      return { label: a.innerText.trim(), inBar, width: box.width, height: box.height, top: box.top, bottom: box.bottom,
               ratio: ratio(over(parse(getComputedStyle(a).color), background), background), color: getComputedStyle(a).color, html: a.outerHTML.slice(0, 120) };
    }
    const background = behind(a);
    return { label: a.innerText.trim(), inBar, width: box.width, height: box.height, top: box.top, bottom: box.bottom,
             ratio: ratio(over(parse(getComputedStyle(a).color), background), background), color: getComputedStyle(a).color, html: a.outerHTML.slice(0, 120) };
  });
  return { links, barShown: !!bar, barFits: !bar || bar.scrollHeight <= bar.clientHeight + 1, windowHeight: innerHeight };
}
"""

# Accessible names of the links, as Chromium's accessibility tree has them, in document order.
def accessible_names(page):
    names = []
    for line in page.locator("body").aria_snapshot().splitlines():
        found = re.match(r'\s*- link(?: ("(?:[^"\\]|\\.)*"))?', line)
        if found: names.append(json.loads(found.group(1)) if found.group(1) else "")
    return names

def normalised(text):
    return " ".join(text.split()).casefold()

def is_label(text):
    return any(c.isalnum() for c in text)

failures, runs, start = [], 0, time.monotonic()
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
    for path in pages:
        name = path.rsplit("/", 1)[-1]
        for size, (width, height) in sizes.items():
            for scheme in schemes:
                where = f"{name} {size} {scheme}"
                context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
                page = context.new_page()
                page.goto("file://" + path)
                page.wait_for_load_state("load")
                measured = page.evaluate(MEASURE)
                links = measured["links"]
                names = accessible_names(page)
                runs += 1
                # Label in name: the tree lists the links shown in document order.
                if len(names) != len(links):
                    failures.append(f"{where}: {len(links)} links shown but {len(names)} in the accessibility tree")
                else:
                    for link, accessible in zip(links, names):
                        if not accessible and not link["label"]:
                            failures.append(f"{where}: a link without a name: {link['html']}")
                        elif is_label(link["label"]) and normalised(link["label"]) not in normalised(accessible):
                            failures.append(f"{where}: shows {link['label']!r} but is named {accessible!r}")
                for link in links:
                    if link["ratio"] < minimum_contrast:
                        failures.append(f"{where}: {link['label']!r} ({link['color']}) at {link['ratio']:.2f}:1, under {minimum_contrast}:1")
                    if link["inBar"] and (link["width"] < minimum_target or link["height"] < minimum_target):
                        failures.append(f"{where}: index entry {link['label']!r} is {link['width']:.0f}×{link['height']:.0f}, under 24×24")
                    if link["inBar"] and (link["top"] < 0 or link["bottom"] > measured["windowHeight"]):
                        failures.append(f"{where}: index entry {link['label']!r} is outside the window: the bar did not compact")
                if not measured["barShown"]:
                    failures.append(f"{where}: no index bar shown")
                # axe-core, WCAG 2.2 A and AA (and the 2.0 and 2.1 rules they include).
                page.add_script_tag(content=axe_source)
                result = page.evaluate("""() => axe.run(document, { runOnly: { type: 'tag',
                    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] }, resultTypes: ['violations'] })""")
                for violation in result["violations"]:
                    targets = [" ".join(node["target"]) for node in violation["nodes"][:3]]
                    failures.append(f"{where}: axe {violation['id']} ({violation['impact']}), {len(violation['nodes'])} nodes: {targets}")
                context.close()
                index = [link for link in links if link["inBar"]]
                smallest = min((min(link["width"], link["height"]) for link in index), default=0)
                worst = min((link["ratio"] for link in links), default=0)
                print(f"browser-test: a11y {where}: {len(links)} links named by their labels; lowest contrast {worst:.2f}:1; "
                      f"{len(index)} index entries, smallest side {smallest:.0f} px; axe {len(result['violations'])} violations")
    browser.close()

if failures:
    sys.exit("browser-test: accessibility failed:\n  " + "\n  ".join(failures))
print(f"browser-test: accessibility: {runs} page × size × theme runs, label in name, contrast ≥ {minimum_contrast}:1, "
      f"index targets ≥ {minimum_target}×{minimum_target}, axe-core {axe_version} WCAG 2.2 A/AA: no violation ({time.monotonic() - start:.1f} s)")
