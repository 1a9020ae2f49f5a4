import { MESSAGES } from '@wallart/shared';
import { API_BASE_URL, retryAfterSeconds } from '../../../lib/api';
import { getSessionToken } from '../../../lib/session-token';

/** A refused or failed form request; its message is what the visitor reads. */
export class UploadFailure extends Error {
  override name = 'UploadFailure';
  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached or did not answer in time. */
    readonly status = 0,
  ) {
    super(message);
  }
}

export interface SendFormOptions {
  /** Called with 0..1 as the body goes up (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Gives up after this long (0: never); the failure says the server did not answer. */
  timeoutMs?: number;
  /** How a 2xx answer is read. */
  read: 'json' | 'blob';
}

const messageOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message ? body.message : undefined;

/** A failure's body when the answer was asked for as a Blob (FileReader: every browser, and jsdom). */
function blobText(blob: Blob | null): Promise<string> {
  if (!blob) return Promise.resolve('');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/**
 * A multipart POST to `/api{path}` with upload progress — the one place the web app leaves RTK
 * Query (docs/architecture.md "Web"; decision 045): fetch cannot report how much of a body has
 * gone up, and a customer sending a 20 MB photo over a phone connection needs the bar. It keeps
 * the API client's rules: the bearer token, the server's `{ message }` as the failure's text, the
 * rate-limit notice with its wait on 429, the connection text when the server cannot be reached.
 * Resolves to the answer (JSON or a Blob); rejects with an UploadFailure, or an AbortError when
 * `signal` aborts.
 */
export function sendForm<T>(path: string, form: FormData, options: SendFormOptions & { read: 'json' }): Promise<T>;
export function sendForm(path: string, form: FormData, options: SendFormOptions & { read: 'blob' }): Promise<Blob>;
export function sendForm(path: string, form: FormData, { onProgress, signal, timeoutMs = 0, read }: SendFormOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The request was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = read === 'blob' ? 'blob' : 'text';
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new UploadFailure(MESSAGES.signUp.networkError));
    xhr.ontimeout = () => reject(new UploadFailure(MESSAGES.signUp.networkError));
    xhr.onabort = () => reject(new DOMException('The request was cancelled', 'AbortError'));
    xhr.onload = () => {
      void answered().catch(() => reject(new UploadFailure(MESSAGES.signUp.serverError(xhr.status), xhr.status)));
    };
    /** Reads the answer: the 2xx as asked, a failure's `{ message }` from JSON (in a Blob too). */
    const answered = async () => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && read === 'blob') {
        onProgress?.(1);
        resolve(xhr.response as Blob);
        return;
      }
      const text = read === 'blob' ? await blobText(xhr.response as Blob | null) : xhr.responseText;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (ok) {
        if (body === undefined) throw new Error('not JSON');
        onProgress?.(1);
        resolve(body);
        return;
      }
      if (xhr.status === 429) {
        const seconds = retryAfterSeconds(xhr.getResponseHeader('Retry-After'));
        reject(new UploadFailure(seconds === undefined ? MESSAGES.api.rateLimited : MESSAGES.api.rateLimitedFor(seconds), 429));
        return;
      }
      reject(new UploadFailure(messageOf(body) ?? MESSAGES.signUp.serverError(xhr.status), xhr.status));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
