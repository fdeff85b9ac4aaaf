import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { signInPathFor } from '@/features/auth';
import { useAppSelector } from './hooks';
import { useSessionChecking } from './session-bootstrap';

/**
 * Signed-in pages. A signed-out visitor goes to /signin?redirect=<here> and comes back after
 * signing in; while the start-up session check runs nothing is decided (no redirect flash).
 * As a route element it shows the child routes; a layout can also wrap its own `children`.
 */
export function PrivateRoute({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const checking = useSessionChecking();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (isAuthenticated && !checking && !wasSignedIn) setWasSignedIn(true);

  if (checking) return <BurgerLoader />;
  if (isAuthenticated) return children ?? <Outlet />;
  // Signed out while here (sign-out button, dead session): that code already chose where to go.
  if (wasSignedIn) return null;
  const here = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={signInPathFor(here)} replace />;
}
