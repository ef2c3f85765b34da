import type { Page } from '@playwright/test';
import { afterRendering } from './rendering';

/**
 * The layout check: one page visit, several widths. Each function returns the problems it
 * found as readable strings (an empty list is a pass), so a spec asserts `toEqual([])` and a failure
 * names the element and the numbers.
 */

/** Layout-shift bar: half the Web Vitals "good" 0.1 (README). */
export const MAX_LAYOUT_SHIFT = 0.05;

/** Widths the check visits: the smallest phone we support, a common phone, a desktop. */
export const LAYOUT_WIDTHS = [320, 390, 1280] as const;

export const viewportFor = (width: number) => ({ width, height: width < 720 ? 844 : 900 });

/** Call before page.goto: records every layout shift without recent input (the CLS of the load). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: NonNullable<Window['__ebShifts']> = (window.__ebShifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The summed layout shift so far and, when it is over the bar, one problem naming the shifted elements. */
export async function layoutShiftProblems(page: Page, label: string): Promise<{ cls: number; problems: string[] }> {
  const shifts = await page.evaluate(() => window.__ebShifts ?? []);
  const cls = shifts.reduce((sum, s) => sum + s.value, 0);
  const problems = cls > MAX_LAYOUT_SHIFT ? [`${label}: layout shift ${cls.toFixed(3)} > ${MAX_LAYOUT_SHIFT}: ${shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(' ')}`).join('; ')}`] : [];
  return { cls, problems };
}

/**
 * Static layout problems at the current viewport: horizontal overflow of the document, overlapping
 * text of sibling cells in table headers and definition grids, form controls that overlap, text running
 * out of a table cell, a table that scrolls sideways, text clipped by its container, a column empty on every
 * row, and a heading that repeats the page title.
 */
export async function layoutProblems(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
    };
    const snippet = (n: Node) => `"${(n.textContent ?? '').trim().slice(0, 30)}" in ${name(n.parentElement!)}`;
    // The boxes of a node's rendered lines, or of the characters start..end of a text node.
    const rangeRects = (node: Node, start?: number, end?: number): DOMRect[] => {
      const range = document.createRange();
      if (start === undefined || end === undefined) range.selectNodeContents(node);
      else {
        range.setStart(node, start);
        range.setEnd(node, end);
      }
      return [...range.getClientRects()];
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    // Hidden on purpose: visually-hidden text (1px clip) and anything inside it.
    const visuallyHidden = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        if (r.width <= 1 && r.height <= 1) return true;
        const s = getComputedStyle(e);
        if (s.clipPath !== 'none' && s.clipPath !== '' && s.position === 'absolute') return true;
        if (s.clip && s.clip !== 'auto' && s.position === 'absolute') return true;
      }
      return false;
    };

    // 1. Horizontal overflow of the document.
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => visible(el) && el.getBoundingClientRect().right > doc.clientWidth + 1 && !visuallyHidden(el))
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= doc.clientWidth + 1)
        .slice(0, 3)
        .map((el) => `${name(el)} right ${Math.round(el.getBoundingClientRect().right)}`);
      // Text wider than its element (a long word) widens the page without any element box doing so.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n && wide.length < 3; n = walker.nextNode()) {
        const right = Math.max(0, ...rangeRects(n).map((r) => r.right));
        if (right > doc.clientWidth + 1 && n.parentElement && !visuallyHidden(n.parentElement)) wide.push(`text ${snippet(n)} right ${Math.round(right)}`);
      }
      problems.push(`document is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px viewport (${wide.join(', ')})`);
    }

    // 2. Overlapping text of sibling cells: table header cells, dt/dd of definition lists.
    const textRects = (el: Element): DOMRect[] => rangeRects(el).filter((r) => r.width > 0.5 && r.height > 0.5);
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const groups: Element[][] = [];
    for (const row of document.querySelectorAll('thead tr, [role="row"]')) groups.push([...row.querySelectorAll(':scope > th, :scope > [role="columnheader"]')]);
    for (const dl of document.querySelectorAll('dl')) groups.push([...dl.querySelectorAll(':scope > dt, :scope > dd, :scope > div > dt, :scope > div > dd')]);
    for (const cells of groups) {
      const boxes = cells.filter((c) => visible(c) && !visuallyHidden(c)).map((c) => ({ c, rects: textRects(c) }));
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          if (boxes[i].rects.some((a) => boxes[j].rects.some((b) => overlap(a, b)))) {
            problems.push(`text of ${name(boxes[i].c)} overlaps ${name(boxes[j].c)}`);
          }
        }
      }
    }

    // 2b. Form controls that run into each other (a select as wide as its longest option overflowing its
    // grid column into the next field's). A pinned bar (the phone's sticky contact buttons) lies over the
    // page on purpose.
    const pinned = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(e).position)) return true;
      return false;
    };
    // A control in an off-screen chunk the browser skips (content-visibility: auto) has no painted place yet: its
    // chunk keeps the size it had at the last width until it nears the viewport, so its box is not where it will be.
    const rendered = (el: Element) => el.checkVisibility?.({ contentVisibilityAuto: true } as CheckVisibilityOptions) !== false;
    const controls = [...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button')].filter((c) => visible(c) && !visuallyHidden(c) && !pinned(c) && rendered(c));
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        if (controls[i].contains(controls[j]) || controls[j].contains(controls[i])) continue;
        if (overlap(controls[i].getBoundingClientRect(), controls[j].getBoundingClientRect())) problems.push(`${name(controls[i])} overlaps ${name(controls[j])}`);
      }
    }

    // 3. Table cells: text that runs out of its own cell into the next one ("Verdieping 8" under "Meer
    // info"), and a table wider than its box, which hides its last columns behind a sideways scroll (on a
    // phone the rental periods' prices did).
    for (const cell of document.querySelectorAll('td, th, [role="cell"], [role="columnheader"]')) {
      if (!visible(cell) || visuallyHidden(cell)) continue;
      const b = cell.getBoundingClientRect();
      if (textRects(cell).some((r) => r.left < b.left - 1 || r.right > b.right + 1)) problems.push(`text of ${name(cell)} runs out of its cell`);
    }
    for (const table of document.querySelectorAll('table, [role="table"]')) {
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const s = getComputedStyle(box);
        if (s.overflowX !== 'auto' && s.overflowX !== 'scroll') continue;
        if (visible(table) && box.scrollWidth > box.clientWidth + 1) problems.push(`${name(table)} is ${box.scrollWidth} px wide in its ${box.clientWidth} px scroller`);
        break;
      }
    }

    // 4. Text clipped by its container: an element with text of its own whose content is wider or
    // taller than its box while it does not let the visitor scroll (overflow hidden or clip).
    // A deliberate ellipsis or line clamp is a design choice and is left alone.
    for (const el of document.body.querySelectorAll('*')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
      if (!hasText || !visible(el)) continue;
      const clippers: Element[] = [el];
      if (el.parentElement) clippers.push(el.parentElement);
      for (const box of clippers) {
        const s = getComputedStyle(box);
        const clipsX = s.overflowX === 'hidden' || s.overflowX === 'clip';
        const clipsY = s.overflowY === 'hidden' || s.overflowY === 'clip';
        if (!clipsX && !clipsY) continue;
        if (s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none')) continue;
        if (visuallyHidden(box)) continue;
        const wide = clipsX && box.scrollWidth > box.clientWidth + 1;
        const tall = clipsY && box.scrollHeight > box.clientHeight + 1;
        if (!wide && !tall) continue;
        // Only text that actually lies outside the box counts (padding-only overflow does not).
        const b = box.getBoundingClientRect();
        const out = textRects(el).some((r) => (clipsX && (r.left < b.left - 1 || r.right > b.right + 1)) || (clipsY && (r.top < b.top - 1 || r.bottom > b.bottom + 1)));
        if (out) problems.push(`text of ${name(el)} is clipped by ${box === el ? 'itself' : name(box)} (${box.scrollWidth}×${box.scrollHeight} in ${box.clientWidth}×${box.clientHeight})`);
      }
    }
    // 5. A word broken inside: its letters on two lines with no hyphen where it breaks. A break after '-', a soft
    // hyphen (shown as '-') or '/' is a real break point; anywhere else the browser cut the word at its box's edge.
    const lineTops = (rects: DOMRect[]) => new Set(rects.filter((r) => r.width > 0.5).map((r) => Math.round(r.top))).size;
    const charRect = (node: Text, i: number) => rangeRects(node, i, i + 1).find((r) => r.width > 0.5);
    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !(n.textContent ?? '').trim() || parent.closest('script, style, noscript, template, option') || !visible(parent) || visuallyHidden(parent)) continue;
      // Content skipped while off screen (content-visibility: auto) keeps its box's remembered size until it is in view.
      if (!parent.checkVisibility({ contentVisibilityAuto: true })) continue;
      textNodes.push(n as Text);
    }
    for (const node of textNodes) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S{2,}/g)) {
        const word = m[0];
        // An address is no word: an e-mail address or URL may wrap anywhere rather than widen the page.
        if (/@|:\/\//.test(word)) continue;
        const start = m.index!;
        const end = start + word.length;
        if (lineTops(rangeRects(node, start, end)) < 2) continue;
        const shown = (from: number, to: number) => text.slice(from, to).replace(/\u00ad/g, '');
        let previous = charRect(node, start);
        for (let i = start + 1; i < end; i++) {
          const current = charRect(node, i);
          if (!current || !previous) { previous = current ?? previous; continue; }
          // The break point is the character before the new line, or the one before it: a soft hyphen at a line's end
          // measures on the next line.
          if (Math.round(current.top) > Math.round(previous.top) + 1 && !/[-\u00ad/\u2010\u2013]/.test(text.slice(Math.max(start, i - 2), i))) {
            problems.push(`"${shown(start, end)}" in ${name(node.parentElement!)} breaks inside the word ("${shown(start, i)}|${shown(i, end)}")`);
            break;
          }
          previous = current;
        }
      }
    }

    // 6. Text lying on other text or on a control: lines of different text nodes that cover each other (by more than
    // a quarter of a line: a tight line-height lets glyph boxes of adjacent lines touch), and text over a control it
    // is not part of. Pinned bars lie over the page on purpose; a map's own layers are its business.
    const lines = textNodes
      .filter((n) => !pinned(n.parentElement!) && !n.parentElement!.closest('.leaflet-container, button, a.eb-button, select, label'))
      .flatMap((n) => rangeRects(n).filter((r) => r.width > 1 && r.height > 1).map((r) => ({ n, r })));
    const covers = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 4;
    let overlaps = 0;
    for (let i = 0; i < lines.length && overlaps < 5; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        if (lines[i].n === lines[j].n || !covers(lines[i].r, lines[j].r)) continue;
        problems.push(`text ${snippet(lines[i].n)} lies on ${snippet(lines[j].n)}`);
        overlaps++;
        break;
      }
    }
    for (const { n, r } of lines) {
      const control = controls.find((c) => !c.contains(n) && covers(r, c.getBoundingClientRect()));
      if (control) problems.push(`text ${snippet(n)} lies on ${name(control)}`);
    }

    // 7. A table column (wider than a number) that is empty on every row: it takes room and says nothing.
    for (const table of document.querySelectorAll('table')) {
      const heads = [...table.querySelectorAll(':scope > thead > tr:first-child > th')];
      const rows = [...table.querySelectorAll(':scope > tbody > tr')].filter((tr) => tr.children.length === heads.length);
      if (!rows.length) continue;
      heads.forEach((head, index) => {
        if (!visible(head) || visuallyHidden(head) || head.getBoundingClientRect().width < 40) return;
        const empty = rows.every((tr) => {
          const cell = tr.children[index];
          return !(cell.textContent ?? '').trim() && !cell.querySelector('img, svg, input, button, select, a');
        });
        if (empty) problems.push(`column ${name(head)} of ${name(table)} is ${Math.round(head.getBoundingClientRect().width)} px wide and empty on all ${rows.length} rows`);
      });
    }

    // 8. A block heading that repeats the page's h1 word for word: the visitor reads the same title twice.
    const h1 = document.querySelector('h1');
    const title = (h1?.textContent ?? '').trim().toLowerCase();
    if (title) {
      for (const heading of document.querySelectorAll('h2, h3')) {
        if (visible(heading) && (heading.textContent ?? '').trim().toLowerCase() === title) problems.push(`${name(heading)} repeats the page's h1 "${title}"`);
      }
    }
    return [...new Set(problems)];
  });
  return found.map((p) => `${label}: ${p}`);
}

/**
 * Motion while the visitor asked for reduced motion (emulate `prefers-reduced-motion: reduce` before the
 * visit): CSS animations and transitions running with a duration, and a Leaflet map that animates its
 * zoom or fades its tiles.
 */
export async function motionProblems(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const name = (el: Element | null) => (el ? `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}>` : '?');
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      const duration = Number(timing?.duration ?? 0);
      if (animation.playState !== 'running' || !(duration > 0)) continue;
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const what = animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : animation instanceof CSSAnimation ? `animation ${animation.animationName}` : 'animation';
      problems.push(`${what} (${Math.round(duration)} ms) runs on ${name(target)}`);
    }
    for (const map of document.querySelectorAll('.leaflet-container')) {
      if (map.querySelector('.leaflet-proxy')) problems.push(`the map ${name(map)} animates its zoom`);
      if (map.classList.contains('leaflet-fade-anim')) problems.push(`the map ${name(map)} fades its tiles`);
    }
    return [...new Set(problems)];
  });
  return found.map((p) => `${label}: ${p}`);
}

/** Walks down the page as a visitor would, so blocks that mount near the viewport mount, then back to the top. */
export async function visitWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, 800);
    await afterRendering(page);
  }
  // The blocks that came near the viewport have mounted and loaded what they show.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterRendering(page);
}
