import { MESSAGES } from '@wallart/shared';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput> & {
  /** Starts loading the schema (e.g. when the form first gets focus), so the first check does not wait. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose zod schema — and zod itself, and the form resolvers — load with
 * the form's first check, not with the page (issue 21). On a phone-speed CPU, running zod and the
 * shared schemas' module code cost 100–150 ms of blocked main thread on every form page before
 * anyone had touched it. `preload` lets the form start loading when it first gets focus. When the
 * code cannot be fetched (offline), the check fails with the connection message as the form's root
 * error, which the form shows; the next check tries again, but Chromium keeps a failed module
 * download failed for the page's life (tried in the browser), so after a real outage only a reload
 * brings the form back.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput = TValues>(
  loadSchema: () => Promise<ZodType<unknown, FieldValues>>,
): LazyResolver<TValues, TOutput> {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
    ).catch((error: unknown) => {
      // A failed download (offline for a moment) is tried again at the next check.
      loaded = null;
      throw error;
    }));
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let check: Resolver<TValues, unknown, TOutput>;
    try {
      check = await load();
    } catch {
      // The form's code could not be fetched: nothing is sent, and the form says why (`errors.root`).
      return { values: {}, errors: { root: { type: 'offline', message: MESSAGES.signUp.networkError } } } as ResolverResult<TValues, TOutput>;
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
