import { SUCCESS_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@wallart/shared';
import { requestToaster } from './toaster-demand';

/**
 * The app's one toast system (docs/architecture.md#web): a tiny store outside React, so any screen or hook
 * can raise a toast and it survives the navigation that often follows it (docs/product/messages.md#toasts: the OTP and
 * new-password toasts show while the app moves on). <Toaster/> renders it.
 */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

type Listener = () => void;

// Whoever imports this store may toast: have the root layout mount <Toaster/> now.
requestToaster();

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** docs/product/messages.md#toasts: toasts close after 3 s, success toasts after 2 s. */
export function toastDuration(tone: ToastTone): number {
  return tone === 'success' ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

export function showToast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  // The same text twice in a row replaces the first instead of stacking copies.
  const kept = toasts.filter((t) => t.message !== message);
  for (const t of toasts) if (t.message === message) clearTimer(t.id);
  emit([...kept, { id, message, tone }]);
  if (listeners.size > 0) startTimer(id, tone);
  return id;
}

/**
 * A toast's time on screen starts when there is a screen to show it on: a toast raised before
 * <Toaster/> has loaded (a press made on a built page before the app had started and acted on
 * once it has, issue 35) would otherwise run out unseen on a slow phone.
 */
function startTimer(id: number, tone: ToastTone) {
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toastDuration(tone)),
  );
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function dismissToast(id: number): void {
  clearTimer(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

/** Removes every toast (tests, sign-out). */
export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  emit([]);
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  for (const t of toasts) if (!timers.has(t.id)) startTimer(t.id, t.tone);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
