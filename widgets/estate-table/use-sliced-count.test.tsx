import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { useSlicedCount } from './use-sliced-count';

/** Slices sized by time follow each other as tasks: queued here and run by `flushTasks`. */
let tasks: (() => void)[] = [];
vi.mock('../ui/scheduling/next-task', () => ({
  nextTask: (run: () => void) => {
    let live = true;
    tasks.push(() => live && run());
    return () => {
      live = false;
    };
  },
}));

function Probe({ total, resetKey }: { total: number; resetKey?: unknown }) {
  const n = useSlicedCount(total, 50, resetKey ?? null);
  return <output>{n}</output>;
}

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  tasks = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => {};
  });
});
afterEach(() => vi.unstubAllGlobals());

const flushTasks = () =>
  act(() => {
    const pending = tasks;
    tasks = [];
    pending.forEach((run) => run());
  });

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

describe('useSlicedCount with a frame budget (slices sized by time)', () => {
  /** A list whose rendering costs `msPerRow` for each row it adds, on a fake clock. */
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => vi.restoreAllMocks());
  function Timed({ total, msPerRow, budget }: { total: number; msPerRow: number; budget: number }) {
    const n = useSlicedCount(total, 10, 'k', 25, budget);
    return <Rows n={n} msPerRow={msPerRow} />;
  }
  const drawn = { count: 0 };
  function Rows({ n, msPerRow }: { n: number; msPerRow: number }) {
    clock += Math.max(0, n - drawn.count) * msPerRow;
    drawn.count = n;
    return <output>{n}</output>;
  }
  const slicesOf = (container: HTMLElement) => {
    const sizes: number[] = [];
    expect(tasks).toHaveLength(1);
    let last = Number(container.textContent);
    sizes.push(last);
    for (let i = 0; i < 200 && last < 500; i++) {
      flushTasks();
      const now = Number(container.textContent);
      sizes.push(now - last);
      // The next slice is a task, never an animation frame: a frame would idle after each 8 ms slice.
      expect(frames).toHaveLength(0);
      last = now;
    }
    return sizes;
  };

  it.each([
    [0.1, 80],
    [0.5, 16],
  ])('%s ms per row: after the first slice, each slice renders about 8 ms of rows (%s)', (msPerRow, perFrame) => {
    drawn.count = 0;
    const { container } = render(<Timed total={500} msPerRow={msPerRow} budget={8} />);
    const sizes = slicesOf(container);
    expect(Number(container.textContent)).toBe(500);
    const steady = sizes.slice(4, -1);
    expect(steady.length).toBeGreaterThan(0);
    for (const size of steady) expect(size * msPerRow).toBeLessThanOrEqual(8);
    expect(Math.max(...steady)).toBe(perFrame);
  });

  it('expensive rows (2 ms each): never below the first slice, whose fixed cost a measurement cannot split off', () => {
    drawn.count = 0;
    const { container } = render(<Timed total={500} msPerRow={2} budget={8} />);
    const sizes = slicesOf(container);
    expect(Number(container.textContent)).toBe(500);
    expect(new Set(sizes.slice(1, -1))).toEqual(new Set([10]));
  });

  it('cheap rows take few slices: 500 rows at 0.02 ms each in at most 6 tasks after the first', () => {
    drawn.count = 0;
    const { container } = render(<Timed total={500} msPerRow={0.02} budget={8} />);
    expect(slicesOf(container).length).toBeLessThanOrEqual(7);
  });
});
