import { useSelector } from '@xstate/react';
import { actors } from '../../system.ts';

export interface SessionView {
  /** Persisted state is still loading: guarded pages wait with a spinner. */
  readonly loading: boolean;
  readonly authenticated: boolean;
}

export const useSessionView = (): SessionView => {
  const loading = useSelector(actors.persistence, (s) => s.matches('rehydrating'));
  const authenticated = useSelector(
    actors.persistence,
    (s) => s.context.state.auth.isAuthenticated,
  );
  return { loading, authenticated };
};

export const useGrandTotal = (): number | null =>
  useSelector(actors.persistence, (s) => {
    const total = s.context.state.funds.data?.grandTotal;
    return typeof total === 'number' ? total : null;
  });
