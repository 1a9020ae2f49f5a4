/**
 * Whether any loaded code can raise a toast. toast-store.ts calls `requestToaster()` when it is
 * first imported (only screens that may toast import it), so the root layout loads <Toaster/> and
 * its empty live regions then — before the first toast, so screen readers still announce it —
 * and the landing page, which never toasts, does not load it at all (issue 4's JS budget).
 */
type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToasterDemand(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return wanted;
}
