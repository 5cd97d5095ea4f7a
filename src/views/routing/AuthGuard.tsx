import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSessionView } from '../hooks/use-session-view.ts';
import { LoadingScreen } from '../layout/shared/LoadingScreen.tsx';

/** Where the trader was headed before the guard sent them to /login. */
export interface LoginRedirectState {
  readonly from: string;
}

/** Protected routes: a spinner while persisted state loads, else /login for guests. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useSessionView();
  const [location] = useLocation();
  if (loading) return <LoadingScreen fullPage label="Restoring your session…" />;
  if (!authenticated) {
    const state: LoginRedirectState = {
      from: `${location}${window.location.search}${window.location.hash}`,
    };
    return <Redirect to="/login" replace state={state} />;
  }
  return children;
}
