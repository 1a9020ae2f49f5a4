/**
 * Below-the-fold landing sections load their code when they come near the viewport. A jump to a
 * section (a header link, 'View Our Work') must not land on placeholders that grow later, so it
 * first reveals every section and waits for their code: this tiny store is that signal.
 */
type Loader = () => Promise<unknown>;

let revealed = false;
const listeners = new Set<() => void>();
const loaders = new Set<Loader>();

export function subscribeReveal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isRevealed(): boolean {
  return revealed;
}

export function registerSectionLoader(loader: Loader): void {
  loaders.add(loader);
}

/** Shows every lazy section and resolves when all their modules have loaded. */
export async function revealAllSections(): Promise<void> {
  if (!revealed) {
    revealed = true;
    for (const listener of listeners) listener();
  }
  await Promise.all([...loaders].map((load) => load()));
}
