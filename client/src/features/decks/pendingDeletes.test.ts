import { describe, expect, it, vi } from 'vitest';
import { pendingDeletes } from './pendingDeletes';

describe('pendingDeletes', () => {
  it('hides and restores per kind and id, telling subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = pendingDeletes.subscribe(listener);
    pendingDeletes.hide('deck', 7);
    expect(pendingDeletes.isHidden('deck', 7)).toBe(true);
    expect(pendingDeletes.isHidden('card', 7)).toBe(false);
    pendingDeletes.restore('deck', 7);
    expect(pendingDeletes.isHidden('deck', 7)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
