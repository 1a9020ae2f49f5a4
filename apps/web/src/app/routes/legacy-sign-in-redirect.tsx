import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/** docs/architecture.md#the-old-sign-in-path: /signin (used by the spec's save-design flow) redirects to /sign-in, keeping the query. */
export function LegacySignInRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.signIn, search }} replace />;
}
