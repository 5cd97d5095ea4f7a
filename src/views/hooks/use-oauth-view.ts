import { useSelector } from '@xstate/react';
import type { OAuthCallback } from '../../machines/oauth/oauth.machine.ts';
import { actors } from '../../system.ts';

export interface OAuthView {
  readonly loading: boolean;
  readonly error: string | null;
}

export const useOAuthView = (): OAuthView => ({
  loading: useSelector(actors.oauth, (s) => s.context.loading),
  error: useSelector(actors.oauth, (s) => (s.matches('failed') ? s.context.error : null)),
});

/** Hands what the provider put in the callback URL to the OAuth machine. */
export const finishGoogleSignIn = (search: string) => {
  const query = new URLSearchParams(search);
  const callback: OAuthCallback = {
    code: query.get('code'),
    state: query.get('state'),
    iss: query.get('iss'),
    error: query.get('error'),
  };
  actors.oauth.send({ type: 'oauth.callback', callback });
};
