import type { ReactNode } from 'react';
import { Navigate } from '@/lib/router';
import { BurgerLoader } from '@/components/burger-loader';
import { AuthCard, NamePrompt } from '@/features/auth/page-parts';
import { useSessionChecking } from '../../session-bootstrap';

/**
 * What the sign-in and sign-up pages show instead of their form once the visitor is signed in
 * (by any of their flows, or already): back to where the user was; null while signed out.
 */
export function useSignedInScreen({
  isAuthenticated,
  redirect,
  askName,
  putOffName,
}: {
  isAuthenticated: boolean;
  redirect: string;
  askName: boolean;
  putOffName: () => void;
}): ReactNode {
  const checking = useSessionChecking();
  // A remembered user may hold a session that has ended: decide only once the start-up check
  // has answered, or a stale "signed in" would bounce the visitor away from the form.
  if (isAuthenticated && checking) return <BurgerLoader />;
  // A phone sign-up has only a made-up name: ask for the person's own before going on.
  if (askName) {
    return (
      <AuthCard title="What should we call you?">
        <NamePrompt onDismiss={putOffName} />
      </AuthCard>
    );
  }
  if (isAuthenticated) return <Navigate to={redirect} replace />;
  return null;
}
