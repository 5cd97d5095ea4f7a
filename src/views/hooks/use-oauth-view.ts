import { useSelector } from '@xstate/react';
import type { OAuthCallback } from '../../machines/oauth/oauth.machine.ts';
import { oauthActor } from '../../oauth-system.ts';

export interface OAuthView {
  readonly loading: boolean;
  readonly error: string | null;
  /** Signed in after a Google sign-up: the profile-completion step is shown. */
  readonly completingProfile: boolean;
}

export const useOAuthView = (): OAuthView => ({
  loading: useSelector(oauthActor, (s) => s.context.loading),
  error: useSelector(oauthActor, (s) => (s.matches('failed') ? s.context.error : null)),
  completingProfile: useSelector(
    oauthActor,
    (s) => s.matches('completingProfile') || s.matches('savingProfile'),
  ),
});

/** A signed-in page found the profile incomplete: the OAuth machine shows its profile step. */
export const resumeProfileStep = () => {
  oauthActor.send({ type: 'oauth.resumeProfile' });
};

/** Hands what the provider put in the callback URL to the OAuth machine. */
export const finishGoogleSignIn = (search: string) => {
  const query = new URLSearchParams(search);
  const callback: OAuthCallback = {
    code: query.get('code'),
    state: query.get('state'),
    iss: query.get('iss'),
    error: query.get('error'),
  };
  oauthActor.send({ type: 'oauth.callback', callback });
};
