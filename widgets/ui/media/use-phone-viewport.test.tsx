import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PHONE_MEDIA } from './phone';
import { usePhoneViewport } from './use-phone-viewport';

/** A matchMedia whose PHONE_MEDIA answer the test sets, telling its listeners as a browser does. */
function fakeViewport(phone: boolean) {
  const listeners = new Set<() => void>();
  const state = { phone };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return query === PHONE_MEDIA && state.phone;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    listeners,
    resize(next: boolean) {
      state.phone = next;
      for (const listener of listeners) listener();
    },
  };
}

function Probe() {
  return <p>{usePhoneViewport() ? 'phone' : 'wide'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('usePhoneViewport (widgets/ui/media)', () => {
  it.each([
    [true, 'phone'],
    [false, 'wide'],
  ])('phone-sized viewport %s: %s', (phone, text) => {
    fakeViewport(phone);
    render(<Probe />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('follows the viewport as it changes (a phone turned sideways), and stops listening when unmounted', () => {
    const viewport = fakeViewport(true);
    const { unmount } = render(<Probe />);
    act(() => viewport.resize(false));
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => viewport.resize(true));
    expect(screen.getByText('phone')).toBeTruthy();
    unmount();
    expect(viewport.listeners.size).toBe(0);
  });
});
