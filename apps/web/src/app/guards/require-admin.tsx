import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { usePrerendering } from '../../lib/prerendering';
import { useAppSelector } from '../../stores/hooks';
import { selectIsAdmin } from '../../stores/user-slice';

/**
 * docs/product/site.md#route-guards: unless isAdmin is true or role is admin, go to /. This only hides the
 * screens; the server checks the role on every admin call (docs/architecture.md#authorisation-on-the-server).
 *
 * The admin pages are built without a visitor (config/prerendered-pages.ts, decision 060): their
 * frame and loading states, no data. While that markup is built and hydrated the guard lets it
 * through; a guest's browser hides it (`data-unless-session`, admin-layout.tsx) and, once hydrated,
 * this guard sends anyone but an admin home.
 */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const prerendering = usePrerendering();
  return isAdmin || prerendering ? <Outlet /> : <Navigate to={paths.home} replace />;
}
