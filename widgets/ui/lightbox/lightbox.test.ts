import { describe, expect, it } from 'vitest';
import { formatLightboxHash, parseLightboxHash } from './lightbox-hash';
import { lightboxActionFor } from './lightbox-keys';
import {
  HASH_UPDATE_DELAY_MS,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_WIDTH,
  SLIDESHOW_SPEED_MS,
  buildShareUrl,
  sharePopupFeatures,
} from './lightbox-constants';
import { lightboxHtml } from './lightbox-markup';

const none = { ctrlKey: false, metaKey: false, altKey: false };

describe('lightbox hash (spec §2: gallery name, "-", index from 1)', () => {
  it.each([
    ['photos', 0, '#photos-1'],
    ['photos', 8, '#photos-9'],
    ['unit-12', 2, '#unit-12-3'],
  ])('formats %s image %i as %s', (gallery, index, hash) => {
    expect(formatLightboxHash(gallery, index)).toBe(hash);
  });

  it.each([
    ['#photos-1', 'photos', 5, 0],
    ['#photos-5', 'photos', 5, 4],
    ['#photos-6', 'photos', 5, null],
    ['#photos-0', 'photos', 5, null],
    ['#photos-x', 'photos', 5, null],
    ['#photos-01', 'photos', 5, null],
    ['#other-1', 'photos', 5, null],
    ['', 'photos', 5, null],
  ])('parses %s for gallery %s (%i images) as %s', (hash, gallery, count, expected) => {
    expect(parseLightboxHash(hash, gallery, count)).toBe(expected);
  });
});

describe('lightbox keys (spec §2: P or Space slideshow, F fullscreen, G thumbnails)', () => {
  it.each([
    ['p', false, 'slideshow'],
    ['P', false, 'slideshow'],
    [' ', false, 'slideshow'],
    [' ', true, null],
    ['f', false, 'fullscreen'],
    ['F', true, 'fullscreen'],
    ['g', false, 'thumbnails'],
    ['G', false, 'thumbnails'],
    ['Escape', true, 'close'],
    ['ArrowRight', false, 'next'],
    ['ArrowLeft', false, 'prev'],
    ['x', false, null],
  ])('%j (on a control: %s) → %s', (key, onControl, action) => {
    expect(lightboxActionFor({ key, ...none }, onControl)).toBe(action);
  });

  it('leaves modifier chords to the browser', () => {
    expect(lightboxActionFor({ key: 'f', ...none, ctrlKey: true }, false)).toBeNull();
  });
});

describe('lightbox constants (spec §9)', () => {
  it('slideshow speed 3000 ms, hash update delay 300 ms, share popup 550x450', () => {
    expect([SLIDESHOW_SPEED_MS, HASH_UPDATE_DELAY_MS, SHARE_POPUP_WIDTH, SHARE_POPUP_HEIGHT]).toEqual([3000, 300, 550, 450]);
  });

  it('builds popup features centred on the screen', () => {
    expect(sharePopupFeatures(1550, 1450)).toBe('width=550,height=450,left=500,top=500,noopener');
  });

  it('encodes the page address into the share url', () => {
    expect(buildShareUrl('https://s.example/?u={url}', 'http://h/nl/aanbod/1#photos-2')).toBe(
      'https://s.example/?u=http%3A%2F%2Fh%2Fnl%2Faanbod%2F1%23photos-2',
    );
  });
});

describe('lightbox dialog markup', () => {
  it('is a labelled modal dialog with escaped, localized labels and no style attribute', () => {
    const html = lightboxHtml({
      dialog: 'Foto\'s "villa"',
      close: 'Sluiten',
      previous: 'Vorige',
      next: 'Volgende',
      slideshow: '',
      fullscreen: '',
      thumbnails: '',
      share: '',
      cannotLoad: '',
      photo: () => '',
    });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('aria-label="Foto&#39;s &#34;villa&#34;"');
    expect(html).toContain('aria-label="Sluiten"');
    expect(html).not.toContain('style=');
  });
});
