import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../stores/hooks';
import { selectIsAdmin } from '../../stores/user-slice';

/**
 * SPEC §2 "Route guards": unless isAdmin is true or role is admin, go to /. This only hides the
 * screens; the server checks the role on every admin call (DESIGN §4.1).
 */
export function RequireAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Outlet /> : <Navigate to={paths.home} replace />;
}
