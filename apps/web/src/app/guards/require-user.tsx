import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../stores/hooks';
import { selectCurrentUserId } from '../../stores/user-slice';

/** docs/product/site.md#route-guards: without a current user that has an id, go to /sign-in. */
export function RequireUser() {
  const userId = useAppSelector(selectCurrentUserId);
  return userId ? <Outlet /> : <Navigate to={paths.signIn} replace />;
}
