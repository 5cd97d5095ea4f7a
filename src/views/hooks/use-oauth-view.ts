import { useSelector } from '@xstate/react';
import type { LinkProof } from '../../machines/oauth/oauth.machine.ts';
import { oauthActor } from '../../oauth-system.ts';

export interface OAuthView {
  readonly loading: boolean;
  readonly error: string | null;
  /** Signed in after a Google sign-up: the profile-completion step is shown. */
  readonly completingProfile: boolean;
  /** The owner's confirmation before Google is linked to the password account with its email. */
  readonly linkStep: {
    readonly email: string;
    readonly busy: boolean;
    readonly error: string | null;
    readonly codeSent: boolean;
  } | null;
  /** Two-factor sign-in is on: the code step. */
  readonly codeStep: { readonly busy: boolean; readonly error: string | null } | null;
}

export const useOAuthView = (): OAuthView => ({
  loading: useSelector(oauthActor, (s) => s.context.loading),
  error: useSelector(oauthActor, (s) => (s.matches('failed') ? s.context.error : null)),
  completingProfile: useSelector(
    oauthActor,
    (s) => s.matches('completingProfile') || s.matches('savingProfile'),
  ),
  linkStep: useSelector(
    oauthActor,
    (s) =>
      s.matches('confirmingLink') || s.matches('sendingLinkCode') || s.matches('linking')
        ? {
            email: s.context.link?.email ?? '',
            busy: !s.matches('confirmingLink'),
            error: s.context.linkError,
            codeSent: s.context.linkCodeSent,
          }
        : null,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  ),
  codeStep: useSelector(
    oauthActor,
    (s) =>
      s.matches('secondFactor') || s.matches('checkingCode')
        ? { busy: s.matches('checkingCode'), error: s.context.codeError }
        : null,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  ),
});

/** The owner confirms linking Google: with the password, or the code mailed to the account. */
export const confirmGoogleLink = (proof: LinkProof) => {
  oauthActor.send({ type: 'oauth.confirmLink', proof });
};

/** Mails the account a code, for an owner who would rather not type the password. */
export const sendGoogleLinkCode = () => {
  oauthActor.send({ type: 'oauth.sendLinkCode' });
};

/** The two-factor code of a Google sign-in. */
export const submitGoogleSignInCode = (code: string) => {
  oauthActor.send({ type: 'oauth.submitCode', code });
};
