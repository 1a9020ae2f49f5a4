import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, subscribeToasts, toast, toastDuration } from './toast-store';

describe('toast store', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('keeps a toast raised before any toaster is on screen until one is, then for its full time', () => {
    vi.useFakeTimers();
    toast.error('Please upload or select an image first');
    vi.advanceTimersByTime(toastDuration('error') * 3);
    expect(getToasts().map((t) => t.message)).toEqual(['Please upload or select an image first']);

    const stop = subscribeToasts(() => undefined);
    vi.advanceTimersByTime(toastDuration('error') - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
    stop();
  });

  it('times a toast from when it is raised while a toaster is on screen', () => {
    vi.useFakeTimers();
    const stop = subscribeToasts(() => undefined);
    toast.success('Design saved');
    vi.advanceTimersByTime(toastDuration('success'));
    expect(getToasts()).toEqual([]);
    stop();
  });
});
