import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

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
