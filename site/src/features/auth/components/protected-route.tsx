import { Navigate, Outlet, useLocation } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { useAuth } from '../auth-provider.tsx';

/** Pages for signed-in users: a spinner while the user loads, then the page or a redirect to /auth. */
export function ProtectedRoute() {
  const { user, isLoading } = useAuth();
  const to = useLocalizedPath();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={to('auth')} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
