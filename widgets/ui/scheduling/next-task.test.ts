import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

// Tasks run in the order they were queued: once a task queued now has run, every earlier one has had its turn.
const settle = () => new Promise<void>((resolve) => nextTask(resolve));

describe('nextTask', () => {
  it('runs the function later, in a task of its own, not during the call', async () => {
    const order: string[] = [];
    nextTask(() => order.push('task'));
    order.push('after the call');
    await Promise.resolve();
    order.push('after microtasks');
    await settle();
    expect(order).toEqual(['after the call', 'after microtasks', 'task']);
  });

  it('keeps the order in which tasks were queued', async () => {
    const order: number[] = [];
    for (const n of [1, 2, 3]) nextTask(() => order.push(n));
    await settle();
    expect(order).toEqual([1, 2, 3]);
  });

  it('a cancelled task never runs', async () => {
    let ran = false;
    const cancel = nextTask(() => (ran = true));
    cancel();
    await settle();
    expect(ran).toBe(false);
  });
});
