import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSessionUser, useSessionView } from '../hooks/use-session-view.ts';
import { LoadingScreen } from '../layout/shared/LoadingScreen.tsx';

// Loaded only for the few traders who need it: it brings the OAuth machine.
const ProfileStep = lazy(() => import('./ProfileStep.tsx'));

/** Where the trader was headed before the guard sent them to /login. */
export interface LoginRedirectState {
  readonly from: string;
}

/**
 * Protected routes: a spinner while persisted state loads, /login for guests, and the profile step
 * for a trader whose profile is incomplete.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useSessionView();
  const user = useSessionUser();
  const [location] = useLocation();
  if (loading) return <LoadingScreen fullPage label="Restoring your session…" />;
  if (!authenticated) {
    const state: LoginRedirectState = {
      from: `${location}${window.location.search}${window.location.hash}`,
    };
    return <Redirect to="/login" replace state={state} />;
  }
  if (user?.profileComplete === false) {
    return (
      <Suspense fallback={<LoadingScreen fullPage label="Loading your profile…" />}>
        <ProfileStep />
      </Suspense>
    );
  }
  return children;
}
