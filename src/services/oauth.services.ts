import { fromCallback, fromPromise } from 'xstate';
import type { LoginResponse } from '../contracts/auth.ts';
import { authPaths } from '../contracts/auth-paths.ts';
import {
  type CompleteProfileResponse,
  type OAuthLinkRequired,
  type OAuthLoginResponse,
  type OAuthSignupResponse,
  oauthPaths,
} from '../contracts/oauth.ts';
import type { OAuthAnswer, OAuthCallback, OAuthCode } from '../machines/oauth/oauth.machine.ts';
import { oauthMachine } from '../machines/oauth/oauth.machine.ts';
import type { AuthServices } from './auth.services.ts';
import { clearStoredSession } from './auth-session.services.ts';
import { refreshDelayMs } from './auth-token.ts';
import { OAUTH_PROVIDER } from './oauth-start.ts';

const GOOGLE_CALLBACK_PAGE = '/auth/google/callback';

/** What the provider put in the callback page's query. */
export const callbackFrom = (search: string): OAuthCallback => {
  const query = new URLSearchParams(search);
  return {
    code: query.get('code'),
    state: query.get('state'),
    iss: query.get('iss'),
    error: query.get('error'),
  };
};

/** Public calls: the 401/403/404 of a refused sign-in is an answer, not an expired session. */
const publicCall = { bearer: false, refreshOnUnauthorized: false } as const;

type LoginUserShape = Partial<OAuthLoginResponse['data']['user']>;
type SignupUserShape = Partial<OAuthSignupResponse['user']>;
/** The steps either call may answer instead of a session: confirm the link, or the 2FA code. */
type StepShape = Partial<OAuthLinkRequired> & {
  twoFactorRequired?: unknown;
  challengeToken?: unknown;
};

const stepOf = (response: StepShape | null): Partial<OAuthAnswer> => {
  if (response?.linkRequired === true) {
    return {
      linkRequired: {
        email: String(response.email ?? ''),
        message: String(response.message ?? ''),
      },
    };
  }
  if (response?.twoFactorRequired === true && typeof response.challengeToken === 'string') {
    return { challengeToken: response.challengeToken };
  }
  return {};
};

/** The OAuth machine with its calls: the answers are read loosely, the machine judges them. */
export const provideOAuthMachine = (auth: AuthServices) => {
  const { http, authPorts } = auth;
  const body = ({ code, state, iss }: OAuthCode) => ({ code, state, ...(iss ? { iss } : {}) });
  const answer = (
    token: unknown,
    user:
      | { id?: unknown; email?: unknown; fullname?: unknown; profileComplete?: unknown }
      | undefined,
  ): OAuthAnswer => {
    const hasToken = typeof token === 'string' && token !== '';
    const hasUser = typeof user?.id === 'string' && typeof user.email === 'string';
    return {
      token: hasToken ? token : undefined,
      refreshInMs: hasToken ? refreshDelayMs(token, authPorts.now()) : undefined,
      user: hasUser
        ? {
            id: String(user.id),
            email: String(user.email),
            fullName: String(user.fullname ?? user.email),
          }
        : undefined,
      profileComplete:
        typeof user?.profileComplete === 'boolean' ? user.profileComplete : undefined,
    };
  };
  return oauthMachine.provide({
    actors: {
      readCallback: fromCallback(({ sendBack }) => {
        if (authPorts.currentPath() !== GOOGLE_CALLBACK_PAGE) return;
        sendBack({ type: 'oauth.callback', callback: callbackFrom(authPorts.takeCallbackQuery()) });
      }),
      login: fromPromise(async ({ input }) => {
        const response = await http.request<(Partial<OAuthLoginResponse> & StepShape) | null>(
          authPaths.loginProvider(OAUTH_PROVIDER),
          { ...publicCall, method: 'POST', body: body(input) },
        );
        const user = response?.data?.user as LoginUserShape | undefined;
        const session = answer(response?.data?.token, user && { ...user, id: user.userId });
        return { ...session, ...stepOf(response) };
      }),
      signup: fromPromise(async ({ input }) => {
        const response = await http.request<(Partial<OAuthSignupResponse> & StepShape) | null>(
          authPaths.signupProvider(OAUTH_PROVIDER),
          { ...publicCall, method: 'POST', body: body(input) },
        );
        const user = response?.user as SignupUserShape | undefined;
        const session = answer(response?.token, user && { ...user, id: user.id ?? response?.uid });
        return { ...session, ...stepOf(response) };
      }),
      link: fromPromise(async ({ input }) => {
        const response = await http.request<(Partial<OAuthLoginResponse> & StepShape) | null>(
          oauthPaths.link(OAUTH_PROVIDER),
          { ...publicCall, method: 'POST', body: { ...input } },
        );
        const user = response?.data?.user as LoginUserShape | undefined;
        const session = answer(response?.data?.token, user && { ...user, id: user.userId });
        return { ...session, ...stepOf(response) };
      }),
      sendLinkCode: fromPromise(async () => {
        await http.request(oauthPaths.linkSendCode(OAUTH_PROVIDER), {
          ...publicCall,
          method: 'POST',
          body: {},
        });
      }),
      secondFactor: fromPromise(async ({ input }) => {
        const response = await http.request<Partial<LoginResponse> | null>(
          authPaths.loginSecondFactor,
          { ...publicCall, method: 'POST', body: { ...input } },
        );
        const user = response?.user;
        return answer(response?.token, user && { ...user, id: user.userId });
      }),
      saveProfile: fromPromise(async ({ input }) => {
        const saved = await http.request<CompleteProfileResponse>(oauthPaths.completeProfile, {
          method: 'POST',
          body: {
            fullname: input.fullName,
            phone_number: input.phoneNumber,
            account_type: input.accountType,
            country_of_residence: input.country,
          },
        });
        return { fullName: saved.user.fullname };
      }),
    },
    actions: {
      removeAuthToken: () => clearStoredSession(auth),
      // From the callback page the app opens on the dashboard; a signed-in page that asked for the
      // profile step (see ProfileStep) simply shows itself once the session has the profile.
      goToApp: () => {
        if (authPorts.currentPath() === GOOGLE_CALLBACK_PAGE) {
          authPorts.navigate('/dashboard');
        }
      },
    },
  });
};
