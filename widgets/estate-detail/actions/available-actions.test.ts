import { describe, expect, it } from 'vitest';
import { availableActions } from './available-actions';

describe('the action panels an estate offers (and the quick actions show)', () => {
  it.each([
    ['all configured, an available estate', { sold: false, isProject: false }, ['contact', 'send-to-a-friend', 'viewing'], ['contact', 'friend', 'viewing']],
    ['a sold estate: no viewing', { sold: true, isProject: false }, ['contact', 'viewing'], ['contact']],
    ['a project: no viewing', { sold: false, isProject: true }, ['contact', 'viewing'], ['contact']],
    ['none configured', { sold: false, isProject: false }, [], []],
    ['similar is not a panel', { sold: false, isProject: false }, ['similar'], []],
  ])('%s', (_rule, model, actions, expected) => {
    expect(availableActions(model, { actions: actions as never })).toEqual(expected);
  });
});
