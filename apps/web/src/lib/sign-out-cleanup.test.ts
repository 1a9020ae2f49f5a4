import { describe, expect, it, vi } from 'vitest';
import { onSignOut, runSignOutCleanups } from './sign-out-cleanup';

describe('sign-out cleanups', () => {
  it('runs every registered cleanup, even after one throws, and not after it is unregistered', () => {
    const first = vi.fn(() => {
      throw new Error('storage gone');
    });
    const second = vi.fn();
    const offFirst = onSignOut(first);
    const offSecond = onSignOut(second);
    runSignOutCleanups();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    offFirst();
    offSecond();
    runSignOutCleanups();
    expect(second).toHaveBeenCalledOnce();
  });
});
