import type { Slice } from '@reduxjs/toolkit';

/**
 * Slices that only some screens need join the browser's store when those screens load, so the
 * first page's code does not carry them (the studio slice: `/` must not grow). The browser store
 * (app/browser-store.ts) registers how to inject; the store of tests already has every slice and
 * registers nothing, so `ensureSlice` is then a no-op.
 */
type Injector = (slice: Slice) => void;

let injector: Injector | null = null;
const pending: Slice[] = [];

export function registerSliceInjector(inject: Injector): void {
  injector = inject;
  for (const slice of pending.splice(0)) inject(slice);
}

export function ensureSlice(slice: Slice): void {
  if (injector) injector(slice);
  else pending.push(slice);
}
