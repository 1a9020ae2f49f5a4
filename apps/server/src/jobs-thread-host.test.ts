import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startJobsThread } from './jobs-thread-host';

const FAKE_THREAD = new URL('./test/fake-jobs-thread.mjs', import.meta.url);

/** The fake thread's count of notify calls, or undefined while no thread answers. */
async function notifiesSeen(thread: ReturnType<typeof startJobsThread>): Promise<number | undefined> {
  const json = await thread.metrics();
  return json?.find((metric) => metric.name === 'fake_notifies_total')?.values[0]?.value;
}

describe('the jobs thread of a one-process server', () => {
  it('passes notify calls on, answers its counters, replaces a thread that dies and stops it for good', async () => {
    const log = pino({ level: 'silent' });
    const errors = vi.spyOn(log, 'error');
    const thread = startJobsThread(log, FAKE_THREAD);

    await expect.poll(() => notifiesSeen(thread), { timeout: 10_000 }).toBe(0);
    thread.notify('mail');
    thread.notify('print-file');
    await expect.poll(() => notifiesSeen(thread), { timeout: 10_000 }).toBe(2);

    // A thread that dies is said so and replaced: the new one starts from nothing.
    thread.notify('crash');
    await expect.poll(() => errors.mock.calls.some(([, msg]) => msg === 'jobs thread stopped; starting another'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => notifiesSeen(thread), { timeout: 10_000 }).toBe(0);
    thread.notify('mail');
    await expect.poll(() => notifiesSeen(thread), { timeout: 10_000 }).toBe(1);

    await thread.stop();
    expect(await thread.metrics()).toBeUndefined();
    // Stopped means stopped: nothing is started again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await thread.metrics()).toBeUndefined();
    expect(errors.mock.calls.filter(([, msg]) => msg === 'jobs thread stopped; starting another')).toHaveLength(1);
  }, 30_000);
});
