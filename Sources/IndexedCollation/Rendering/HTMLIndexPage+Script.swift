extension HTMLIndexPage {
    /// Filtering, scrubbing and arrow keys; the page works without it.
    static let script = #"""
    (() => {
      const form = document.getElementById('filter-form'), input = document.getElementById('filter');
      const count = document.getElementById('count'), totalText = count.textContent, noMatches = document.getElementById('no-matches');
      // Numbers in the page's digits (its numbering system, from ICU); a
      // language the browser refuses falls back to its own.
      const numberFormat = (lang) => { try { return new Intl.NumberFormat(lang || undefined, { numberingSystem: count.dataset.numbers }); } catch (error) { return new Intl.NumberFormat(undefined, { numberingSystem: count.dataset.numbers }); } };
      const numbers = numberFormat(document.documentElement.lang);
      const total = numbers.format(Number(count.dataset.total)), filtered = count.dataset.filtered;
      // What is typed and what is shown fold alike: compatibility forms,
      // marks removed but kana's voicing marks, lowercase, katakana as
      // hiragana (a fixed offset), apostrophes of every kind left out
      // (o’brien, o'brien and obrien find O'Brien). The
      // page carries the rest, made with ICU: Latin forms and readings
      // (data-search, keys separated by U+240A).
      const apostrophes = /['\u2018\u2019\u201B\u02B9\u02BB\u02BC\u02BD\u02BE\u02BF\u0060\u00B4\u2032]/g;
      const fold = text => text.normalize('NFKD').replace(/(?![\u3099\u309A])\p{M}/gu, '').normalize('NFC').toLowerCase()
        .replace(/[\u30A1-\u30F6]/g, c => String.fromCharCode(c.charCodeAt(0) - 0x60)).replace(apostrophes, '');
      // Han on a Chinese page: its pinyin syllables (data-pinyin, a reading
      // a line), matched as phones match them: consecutive syllables from
      // any syllable's start, each by a prefix (zengguofan, zgf, zengguof),
      // never inside one (ou finds ou yang xiu, not chou ying).
      const fromSyllable = (word, at, syllables, next) => {
        if (at === word.length) return true;
        if (next === syllables.length) return false;
        const syllable = syllables[next];
        for (let length = Math.min(syllable.length, word.length - at); length > 0; length--) {
          if (word.startsWith(syllable.slice(0, length), at) && fromSyllable(word, at + length, syllables, next + 1)) return true;
        }
        return false;
      };
      const inSyllables = (word, readings) => readings.some(syllables => syllables.some((_, start) => fromSyllable(word, 0, syllables, start)));
      const sections = Array.from(document.querySelectorAll('main section'), s => ({ s, items: Array.from(s.querySelectorAll('li'), li =>
        ({ li, key: fold(li.textContent) + '\u240A' + (li.dataset.search || '').replace(apostrophes, ''), shown: true,
           syllables: li.dataset.pinyin ? li.dataset.pinyin.split('\u240A').map(line => line.split(' ')) : null })) }));
      form.hidden = false;
      input.addEventListener('input', () => {
        // Words in any order: a record shows when it holds every word typed.
        const words = fold(input.value).split(/\s+/).filter(word => word), q = words.length > 0;
        let shown = 0;
        for (const { s, items } of sections) {
          let any = false;
          for (const item of items) {
            const show = !q || words.every(word => item.key.includes(word) || (item.syllables !== null && inSyllables(word, item.syllables)));
            if (show !== item.shown) { item.li.hidden = !show; item.shown = show; }
            if (show) { any = true; shown++; }
          }
          if (s.hidden === any) s.hidden = !any;
        }
        count.textContent = q ? filtered.replace('{shown}', numbers.format(shown)).replace('{total}', total) : totalText;
        noMatches.hidden = !(q && shown === 0);
      });
      // The search entry: to the top, cursor in the filter box (a fragment
      // navigation would move focus to the body after any focus() here).
      for (const a of document.querySelectorAll('nav.index a.search')) a.addEventListener('click', event => {
        event.preventDefault();
        window.scrollTo(0, 0);
        history.replaceState(null, '', '#top');
        input.focus({ preventScroll: true });
      });
      for (const nav of document.querySelectorAll('nav.index')) {
        let last = null;
        const jump = event => {
          const box = nav.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, event.clientY);
          const a = hit && hit.closest('nav.index a');
          if (!a || a === last) return;
          last = a;
          if (a.classList.contains('search')) { window.scrollTo(0, 0); return; }
          const target = document.getElementById(a.hash.slice(1));
          if (target) { target.scrollIntoView({ block: 'start' }); history.replaceState(null, '', a.hash); }
        };
        nav.addEventListener('pointerdown', event => {
          if (event.button !== 0) return;
          try { nav.setPointerCapture(event.pointerId); } catch (error) { /* a pointer that is already gone */ }
          nav.classList.add('tracking'); last = null; jump(event);
        });
        nav.addEventListener('pointermove', event => { if (nav.classList.contains('tracking')) jump(event); });
        const stop = () => nav.classList.remove('tracking');
        nav.addEventListener('pointerup', stop);
        nav.addEventListener('pointercancel', stop);
        nav.addEventListener('keydown', event => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          const links = Array.from(nav.querySelectorAll('a')), at = links.indexOf(document.activeElement);
          const next = links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
          if (next) { next.focus(); event.preventDefault(); }
        });
      }
    })();

    """#
}
