import { usePrerendering } from '../../../lib/prerendering';

/**
 * Whether an admin screen must not fetch yet. An admin page is built for no one in particular and
 * hydrated before the guard knows who is visiting (app/guards/require-admin.tsx, decision 060);
 * its queries start once the page is the visitor's, so a guest's or a customer's browser, sent
 * home a moment later, never asks for admin data. Until then a screen shows its loading state,
 * as the built page does: RTK Query's skipped query is `isUninitialized`, not `isLoading`.
 */
export function useAdminDataHeld(): boolean {
  return usePrerendering();
}
