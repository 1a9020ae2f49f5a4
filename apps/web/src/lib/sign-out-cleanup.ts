/**
 * What a sign-out forgets besides the session (issue 20): a shop is used on shared computers, so the
 * studio's kept work (the wall tab's session storage, aged portraits, the describe draft) must not
 * greet the next person. Features that keep such work in memory register a cleanup when their
 * module loads; `useSignOut` runs them all. A feature never loaded has nothing to forget.
 */
const cleanups = new Set<() => void>();

/** Registers `cleanup` for every later sign-out; the returned function unregisters it. */
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup; one that throws does not stop the others. */
export function runSignOutCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Forgetting is best effort: the session itself is already gone.
    }
  }
}
