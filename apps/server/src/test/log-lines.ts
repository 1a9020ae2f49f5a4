import { Writable } from 'node:stream';

/**
 * A log stream for a test app or logger that keeps what is written: `lines` as written (one chunk
 * per entry) and `records` parsed (one JSON object per line). Tests search them for what must (a
 * request id) or must not (a card number, a password) be logged.
 */
export function captureLogLines<T = Record<string, unknown>>(): { stream: Writable; lines: string[]; records: T[] } {
  const lines: string[] = [];
  const records: T[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString();
      lines.push(text);
      for (const line of text.split('\n').filter(Boolean)) {
        try {
          records.push(JSON.parse(line) as T);
        } catch {
          // not JSON (a pretty-printed or plain line): kept in `lines` only
        }
      }
      done();
    },
  });
  return { stream, lines, records };
}
