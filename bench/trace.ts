import type { BrowserContext, Page } from '@playwright/test';

/** One Chrome trace event, as much of it as the bench's page traces read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; requestId?: string; functionName?: string; type?: string }; beginData?: { url?: string } };
}

/**
 * A Chrome trace (DevTools' categories) of what `during` makes the page do: opening it, waiting for
 * it. `cpuSlowdown` throttles the CPU as Lighthouse's mobile profile does (4×).
 */
export async function recordTrace(context: BrowserContext, page: Page, options: { categories: string; cpuSlowdown?: number }, during: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await context.newCDPSession(page);
  if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: options.categories, transferMode: 'ReportEvents' });
  await during();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** The page's own HTML parse (its renderer's main thread), and a test for events on that thread. */
export function pageMainThread(events: readonly TraceEvent[], address: string): { parse: TraceEvent; onMainThread: (e: TraceEvent) => boolean } {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(address));
  if (!parse) throw new Error('the trace has no ParseHTML of the page');
  return { parse, onMainThread: (e) => e.pid === parse.pid && e.tid === parse.tid };
}
