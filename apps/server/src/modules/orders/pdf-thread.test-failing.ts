import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import renderPdf, { type PdfTask } from './pdf-thread';

/**
 * A PDF thread that fails the first time it is given an order, then makes its PDF as the real one
 * does (pdf-threads.test.ts). How it fails is the module URL's `?fails=`:
 * - `crash`: an uncaught error kills the thread while it works on the task;
 * - `exit`: the thread ends with process.exit, no error (only the time-out notices).
 * "The first time" is kept in a file named after the order, so it outlives the thread.
 */
const fails = new URL(import.meta.url).searchParams.get('fails');

export default async function failingOnce(task: PdfTask): Promise<Uint8Array> {
  const marker = path.join(os.tmpdir(), `wallart-pdf-thread-${fails}-${task.order._id}`);
  if (fs.existsSync(marker)) {
    fs.rmSync(marker, { force: true });
    return renderPdf(task);
  }
  fs.writeFileSync(marker, '');
  if (fails === 'exit') process.exit(1);
  setImmediate(() => {
    throw new Error('the PDF thread crashed (test)');
  });
  return new Promise<Uint8Array>(() => {});
}
