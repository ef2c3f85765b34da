import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_ERROR_TEXT, describeElement, isDebug, showBlockError } from './block-error';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('block errors (DESIGN §1: a short visible, localized message and one [estate-blocks] console error)', () => {
  it('every locale has a message', () => {
    expect(Object.keys(BLOCK_ERROR_TEXT).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    for (const text of Object.values(BLOCK_ERROR_TEXT)) expect(text.length).toBeGreaterThan(5);
  });

  it('names an element by block name, id and position among the blocks of the page', () => {
    document.body.innerHTML = '<div data-block="a"></div><p></p><div data-block="b" id="x"></div>';
    const [a, b] = document.querySelectorAll<HTMLElement>('[data-block]');
    expect(describeElement(a)).toBe('<div data-block="a"> (block 1)');
    expect(describeElement(b)).toBe('<div data-block="b"> #x (block 2)');
  });

  it('showBlockError replaces the content with an alert in the locale and logs once', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-block="a" id="el"><span>old</span></div>';
    const el = document.getElementById('el')!;
    showBlockError(el, 'de', 'a string', 'number 5');
    expect(el.querySelector('[role="alert"]')?.textContent).toBe(BLOCK_ERROR_TEXT.de);
    expect(el.querySelector('span')).toBeNull();
    expect(el.getAttribute('data-block-state')).toBe('error');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('[estate-blocks] <div data-block="a"> #el (block 1): expected a string, received number 5');
  });

  it('without a locale the message is Dutch (spec §9 default)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-block="a"></div>';
    const el = document.querySelector<HTMLElement>('[data-block]')!;
    showBlockError(el, undefined, 'x', 'y');
    expect(el.textContent).toBe(BLOCK_ERROR_TEXT.nl);
  });

  it('in debug view the reason is shown on the block, expected beside received, as text (never markup)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-block="a"></div>';
    const el = document.querySelector<HTMLElement>('[data-block]')!;
    showBlockError(el, 'en', 'a valid a configuration ("query.city" to be one of the criteria terms, range)', '"query.city": unknown key "<img src=x>"', true);
    const detail = el.querySelector('.eb-block-message__detail');
    expect(detail?.textContent).toBe('Expected a valid a configuration ("query.city" to be one of the criteria terms, range)\nReceived "query.city": unknown key "<img src=x>"');
    expect(el.querySelector('img')).toBeNull();
    showBlockError(el, 'en', 'x', 'y', false);
    expect(el.querySelector('.eb-block-message__detail')).toBeNull();
  });

  it.each([
    [{}, '', false],
    [{}, '?eb-debug', true],
    [{}, '?a=1&eb-debug=1', true],
    [{}, '?eb-debugger', false],
    [{ debug: '' }, '', true],
    [{ siteId: 'demo' }, '?x=eb-debug', false],
  ])('isDebug(%j, %s) → %s', (data, search, expected) => {
    expect(isDebug(data, search)).toBe(expected);
  });
});
