import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LightboxGallery } from './lightbox-gallery';
import type { LightboxLabels } from './lightbox-types';

const labels: LightboxLabels = {
  dialog: 'Photos',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  slideshow: 'Slideshow',
  fullscreen: 'Full screen',
  thumbnails: 'Thumbnails',
  share: 'Share',
  cannotLoad: 'The requested content cannot be loaded. Please try again later.',
  photo: (i, n) => `Photo ${i + 1} of ${n}`,
};
const images = [1, 2, 3].map((n) => ({ src: `/p/${n}.jpg`, thumbnail: `/t/${n}.jpg`, alt: `Villa photo ${n}` }));

describe('LightboxGallery', () => {
  it('shows the first image as main image and a button per photo that opens the viewer', () => {
    render(<LightboxGallery gallery="photos" images={images} labels={labels} openLabel={(i, n) => `Open photo ${i + 1} of ${n}`} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open photo 1 of 3',
      'Open photo 2 of 3',
      'Open photo 3 of 3',
    ]);
    expect(buttons[0].querySelector('img')?.getAttribute('src')).toBe('/p/1.jpg');
    expect(buttons[1].querySelector('img')?.getAttribute('src')).toBe('/t/2.jpg');
  });

  it('the main photo is fetched with high priority and holds its 3:2 space; thumbnails load lazily', () => {
    render(<LightboxGallery gallery="photos" images={images} labels={labels} openLabel={() => 'x'} />);
    const [main, thumb] = screen.getAllByRole('button').map((b) => b.querySelector('img')!);
    expect([main.getAttribute('fetchpriority'), main.getAttribute('width'), main.getAttribute('height')]).toEqual(['high', '1200', '800']);
    expect(main.getAttribute('loading')).toBeNull();
    expect(thumb.getAttribute('loading')).toBe('lazy');
  });

  it('limits the visible thumbnails', () => {
    render(<LightboxGallery gallery="photos" images={images} labels={labels} openLabel={() => 'x'} visibleThumbnails={1} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('renders nothing without images', () => {
    const { container } = render(<LightboxGallery gallery="photos" images={[]} labels={labels} openLabel={() => 'x'} />);
    expect(container.innerHTML).toBe('');
  });
});
