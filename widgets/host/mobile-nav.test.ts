import { beforeEach, describe, expect, it } from 'vitest';
import { enhance } from './index';

async function setup() {
  document.body.innerHTML = `
    <eb-mobile-nav>
      <button type="button" data-nav-toggle>Menu</button>
      <div data-nav-panel><button type="button" data-nav-close>Close</button><a href="/nl">Home</a></div>
    </eb-mobile-nav>`;
  enhance(document);
  const nav = document.querySelector('eb-mobile-nav') as HTMLElement & { open: boolean; updateComplete: Promise<boolean> };
  await Promise.resolve();
  await nav.updateComplete;
  return {
    nav,
    toggle: document.querySelector('[data-nav-toggle]') as HTMLButtonElement,
    panel: document.querySelector('[data-nav-panel]') as HTMLElement,
    close: document.querySelector('[data-nav-close]') as HTMLButtonElement,
  };
}

describe('host/<eb-mobile-nav> (spec §2 mobile navigation, §4 navigation panel open or closed)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('starts closed: aria-expanded false, panel inert, toggle controls the panel', async () => {
    const { toggle, panel } = await setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.classList.contains('eb-mobile-nav__panel--open')).toBe(false);
    expect(panel.inert).toBe(true);
  });

  it('the toggle opens the panel and moves focus to the close control', async () => {
    const { nav, toggle, panel, close } = await setup();
    toggle.click();
    await nav.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('eb-mobile-nav__panel--open')).toBe(true);
    expect(document.activeElement).toBe(close);
  });

  it('the close control closes and returns focus to the toggle', async () => {
    const { nav, toggle, panel, close } = await setup();
    toggle.click();
    await nav.updateComplete;
    close.click();
    await nav.updateComplete;
    expect(panel.classList.contains('eb-mobile-nav__panel--open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape closes an open panel', async () => {
    const { nav, toggle, close } = await setup();
    toggle.click();
    await nav.updateComplete;
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await nav.updateComplete;
    expect(nav.open).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('spec §2 map block: a [data-map] element gets one <eb-static-map> with its coordinates', () => {
    document.body.innerHTML = '<div data-map data-lat="50.85" data-lng="4.35"></div>';
    enhance(document);
    enhance(document);
    const maps = document.querySelectorAll('eb-static-map');
    expect(maps).toHaveLength(1);
    expect(maps[0].getAttribute('latitude')).toBe('50.85');
    expect(maps[0].getAttribute('longitude')).toBe('4.35');
  });

  it('while open, Tab from the last control wraps to the toggle and Shift+Tab from the toggle to the last control', async () => {
    const { nav, toggle, panel } = await setup();
    toggle.click();
    await nav.updateComplete;
    const last = panel.querySelector('a') as HTMLAnchorElement;
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(toggle);
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    toggle.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('Tab between two inner controls is left to the browser; a closed panel traps nothing', async () => {
    const { nav, toggle, close } = await setup();
    toggle.click();
    await nav.updateComplete;
    close.focus();
    const inner = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    close.dispatchEvent(inner);
    expect(inner.defaultPrevented).toBe(false);
    close.click();
    await nav.updateComplete;
    const closed = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    toggle.dispatchEvent(closed);
    expect(closed.defaultPrevented).toBe(false);
  });
});
