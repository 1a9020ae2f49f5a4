import type { Middleware, Slice } from '@reduxjs/toolkit';

/**
 * Slices that only some screens need join the browser's store when those screens load, so the
 * first page's code does not carry them (the studio slice: `/` must not grow), together with the
 * middleware that belongs to them (the studio's sessionStorage writer). The browser store
 * (app/browser-store.ts) registers how to inject; the store of tests already has every slice and
 * middleware and registers nothing, so `ensureSlice` is then a no-op.
 */
type Injector = (slice: Slice, middleware?: Middleware) => void;

let injector: Injector | null = null;
const pending: [Slice, Middleware | undefined][] = [];

export function registerSliceInjector(inject: Injector): void {
  injector = inject;
  for (const [slice, middleware] of pending.splice(0)) inject(slice, middleware);
}

export function ensureSlice(slice: Slice, middleware?: Middleware): void {
  if (injector) injector(slice, middleware);
  else pending.push([slice, middleware]);
}
