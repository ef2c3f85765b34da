import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useSlicedCount } from './use-sliced-count';

function Probe({ total, resetKey }: { total: number; resetKey?: unknown }) {
  const n = useSlicedCount(total, 50, resetKey ?? null);
  return <output>{n}</output>;
}

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
});
afterEach(() => vi.unstubAllGlobals());

const flushFrame = () =>
  act(() => {
    const pending = frames;
    frames = [];
    pending.forEach((cb) => cb(0));
  });

describe('useSlicedCount (spec §9 full load 500 rendered in slices)', () => {
  it('a first page of 20 renders at once', () => {
    const { container } = render(<Probe total={20} />);
    expect(container.textContent).toBe('20');
  });

  it('a full load of 500 grows by 50 rows per frame', () => {
    const { container } = render(<Probe total={500} resetKey="a" />);
    expect(container.textContent).toBe('50');
    flushFrame();
    expect(container.textContent).toBe('100');
    for (let i = 0; i < 6; i++) flushFrame();
    expect(container.textContent).toBe('400');
    flushFrame();
    expect(container.textContent).toBe('500');
  });

  it('an appended page of 20 renders at once', () => {
    const { container, rerender } = render(<Probe total={20} resetKey="a" />);
    rerender(<Probe total={40} resetKey="a" />);
    expect(container.textContent).toBe('40');
  });

  it('up to `burst` remaining items render at once, more grow by slice', () => {
    function Burst({ total }: { total: number }) {
      return <output>{useSlicedCount(total, 10, 'k', 25)}</output>;
    }
    const { container, rerender } = render(<Burst total={20} />);
    expect(container.textContent).toBe('20');
    rerender(<Burst total={40} />);
    expect(container.textContent).toBe('40');
    rerender(<Burst total={100} />);
    expect(container.textContent).toBe('40');
    flushFrame();
    expect(container.textContent).toBe('50');
  });

  it('a new result set starts from the first slice again', () => {
    const { container, rerender } = render(<Probe total={120} resetKey="a" />);
    flushFrame();
    flushFrame();
    expect(container.textContent).toBe('120');
    rerender(<Probe total={500} resetKey="b" />);
    expect(container.textContent).toBe('50');
  });
});
