import Tinypool from 'tinypool';
import type { PdfTask } from './pdf-thread';

/**
 * Invoices and receipts are laid out off the main thread (decision 088): PDFKit's text layout is
 * synchronous work of several milliseconds per document, and on the main thread it held up every
 * request that arrived meanwhile (the checkout's tail when web and job worker share a process).
 * One worker thread, started at the first PDF and kept: the mail worker makes one mail at a time
 * and an invoice download is rare; an idle thread waits without using the CPU.
 *
 * tinypool (pure JavaScript, no dependencies) runs the thread. A task whose thread throws or dies
 * from an uncaught error or out of memory is rejected and the thread replaced; one that runs past
 * `timeoutMs` (a thread that hangs, or one that exited without an error, which tinypool does not
 * notice) is rejected then and its thread replaced. The caller fails as it would have on the main
 * thread: a mail job is retried by the queue, a download answers 500.
 */

/** From src (tsx, Vitest) the thread runs pdf-thread.ts; from the bundle, dist/pdf-thread.js beside it (build.mjs). */
const fromSource = import.meta.url.endsWith('.ts');
export const PDF_THREAD_MODULE = new URL(fromSource ? './pdf-thread.ts' : './pdf-thread.js', import.meta.url);
/** A TypeScript module needs tsx in its thread (ts-thread-entry.mjs). */
const TYPESCRIPT_ENTRY = new URL('./ts-thread-entry.mjs', import.meta.url);

/** Longest a PDF may take; then its thread is stopped. Far above the ~10–50 ms an invoice takes. */
export const PDF_TIMEOUT_MS = 30_000;

export interface PdfThreads {
  /** Makes the PDF in the thread; rejects when the thread fails, dies or runs past the time-out. */
  render(task: PdfTask): Promise<Buffer>;
  /** Stops the thread (the app's onClose) once the renders under way have ended; later renders are refused. */
  close(): Promise<void>;
}

export class PdfThreadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PdfThreadError';
  }
}

/** `module`: what the thread runs (default pdf-thread's `renderPdf`; the tests give one that crashes). */
export function createPdfThreads(options: { module?: URL; timeoutMs?: number } = {}): PdfThreads {
  const module = options.module ?? PDF_THREAD_MODULE;
  const timeoutMs = options.timeoutMs ?? PDF_TIMEOUT_MS;
  let pool: Tinypool | undefined;
  let closed = false;
  const running = new Set<Promise<unknown>>();
  const open = () =>
    (pool ??= new Tinypool({
      filename: module.pathname.endsWith('.ts') ? TYPESCRIPT_ENTRY.href : module.href,
      workerData: { module: module.href },
      minThreads: 1,
      maxThreads: 1,
    }));

  return {
    async render(task) {
      if (closed) throw new PdfThreadError('The PDF thread is stopped (the server is closing).');
      let bytes: Uint8Array;
      const run = open().run(task, { signal: AbortSignal.timeout(timeoutMs) }) as Promise<Uint8Array>;
      running.add(run);
      try {
        bytes = await run;
      } catch (err) {
        if ((err as Error | undefined)?.name === 'AbortError') {
          throw new PdfThreadError(`The ${task.kind} PDF was not made within ${timeoutMs} ms; its thread was stopped.`, { cause: err });
        }
        throw err;
      } finally {
        running.delete(run);
      }
      // A Buffer arrives from the thread as a plain Uint8Array (structured clone).
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      closed = true;
      // A mail job being made when the app stops finishes its PDF (each render is bounded by timeoutMs).
      await Promise.allSettled(running);
      await pool?.destroy();
    },
  };
}
