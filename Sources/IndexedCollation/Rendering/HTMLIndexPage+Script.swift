extension HTMLIndexPage {
    /// Filtering, scrubbing and arrow keys; the page works without it.
    static let script = """
    (() => {
      const form = document.getElementById('filter-form'), input = document.getElementById('filter');
      const count = document.getElementById('count'), total = count.textContent;
      const sections = Array.from(document.querySelectorAll('main section'), s => ({ s, items: Array.from(s.querySelectorAll('li'), li => [li, li.textContent.toLocaleLowerCase()]) }));
      form.hidden = false;
      input.addEventListener('input', () => {
        const q = input.value.trim().toLocaleLowerCase();
        let shown = 0;
        for (const { s, items } of sections) {
          let any = false;
          for (const [li, text] of items) { const show = !q || text.includes(q); li.hidden = !show; if (show) { any = true; shown++; } }
          s.hidden = !any;
        }
        count.textContent = q ? shown + ' of ' + total : total;
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

    """
}
