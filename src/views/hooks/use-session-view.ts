import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FieldError } from '../../machines/auth/form-rules.ts';
import type { SecondFactorMachine } from '../../machines/auth/second-factor.machine.ts';
import type { SessionUser } from '../../machines/auth/session-types.ts';
import { actors } from '../../system.ts';
import { useAfterHydration } from './use-hydrated.ts';

export interface SessionView {
  /** The session is still being restored: guarded pages wait with a spinner. */
  readonly loading: boolean;
  readonly authenticated: boolean;
}

/** Prerendered HTML shows the session as still being restored. */
export const useSessionView = (): SessionView => {
  const loading = useSelector(actors.session, (s) => s.matches('rehydrating'));
  const authenticated = useSelector(actors.session, (s) => s.matches('authenticated'));
  return {
    loading: useAfterHydration(loading, true),
    authenticated: useAfterHydration(authenticated, false),
  };
};

export const useSessionUser = (): SessionUser | null =>
  useAfterHydration(
    useSelector(actors.session, (s) => (s.matches('authenticated') ? s.context.user : null)),
    null,
  );

export interface LoginView {
  readonly submitting: boolean;
  /** The previous session is still ending at the server: a new login waits for it. */
  readonly loggingOut: boolean;
  readonly error: FieldError | null;
}

export const useLoginView = (): LoginView => {
  const submitting = useSelector(actors.session, (s) => s.matches({ anonymous: 'loggingIn' }));
  const loggingOut = useSelector(actors.session, (s) => s.matches('loggingOut'));
  const error = useSelector(actors.session, (s) => s.context.loginError);
  return { submitting, loggingOut, error };
};

export interface SecondFactorView {
  /** The password was right and a code is asked for next. */
  readonly asked: boolean;
  readonly verifying: boolean;
  /** Why the last code was not taken. */
  readonly error: FieldError | null;
}

type SecondFactorRef = ActorRefFrom<SecondFactorMachine>;

export const useSecondFactorView = (): SecondFactorView => {
  const asked = useSelector(actors.session, (s) => s.matches({ anonymous: 'secondFactor' }));
  const step = useSelector(
    actors.session,
    (s) => s.children.secondFactor as SecondFactorRef | undefined,
  );
  const verifying = useSelector(step, (s) => s?.matches('verifying') ?? false);
  const error = useSelector(step, (s) => s?.context.error ?? null);
  return { asked, verifying, error };
};

export const submitSecondFactor = (code: string) =>
  actors.session.send({ type: 'session.submitSecondFactor', code });

export const cancelSecondFactor = () => actors.session.send({ type: 'session.cancelSecondFactor' });

export const logIn = (email: string, password: string) =>
  actors.session.send({ type: 'session.login', email, password });

export const logOut = () => actors.session.send({ type: 'session.logout' });

export const useGrandTotal = (): number | null =>
  useSelector(actors.persistence, (s) => {
    const total = s.context.state.funds.data?.grandTotal;
    return typeof total === 'number' ? total : null;
  });
