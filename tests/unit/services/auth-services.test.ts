import { describe, expect, it, vi } from 'vitest';
import {
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  fromCallback,
  waitFor,
} from 'xstate';
import { CONSENT_VERSION, consentMessages } from '../../../src/contracts/consent.ts';
import { messages } from '../../../src/domain/errors/messages.ts';
import { systemIds } from '../../../src/machines/ids.ts';
import { pagesMachine } from '../../../src/machines/pages/pages.machine.ts';
import { createAuthServices } from '../../../src/services/auth.services.ts';
import type { AuthApi } from '../../../src/services/auth-api.ts';
import {
  createAccount,
  provideForgotPasswordMachine,
} from '../../../src/services/auth-flows.services.ts';
import type { AuthPorts } from '../../../src/services/auth-ports.ts';
import { readStoredSession } from '../../../src/services/auth-session.services.ts';
import type { BrowserPorts } from '../../../src/services/browser-ports.ts';
import { ApiError } from '../../../src/services/http/api-error.ts';
import { provideOAuthMachine } from '../../../src/services/oauth.services.ts';
import { provideRootMachine } from '../../../src/services/root.services.ts';
import { memoryStore } from '../../../src/services/storage/key-value-store.ts';
import { fakeFetch, json, jwtExpiringAt } from './http-fakes.ts';

const NOW = 1_800_000_000_000;

/** The root system on the fake browser; its pages actor follows no location here (no routes). */
const startRoot = (w: { ports: BrowserPorts; auth: ReturnType<typeof createAuthServices> }) =>
  createActor(
    provideRootMachine(w.ports, w.auth).provide({
      actors: {
        pages: pagesMachine.provide({ actors: { followLocation: fromCallback(() => {}) } }),
      },
    }),
  ).start();
const user = {
  userId: 'u1',
  email: 'asha@example.com',
  fullname: 'Asha Rao',
  is_verified: true,
  profileComplete: true,
  isEmailVerified: true,
  currency: 'INR',
};

/** A browser on `path` (the page the app shows) with a fake server answering through `handler`. */
function world(
  handler: Parameters<typeof fakeFetch>[0],
  initial: Record<string, string> = {},
  path = '/wallet',
) {
  const local = memoryStore(initial);
  const session = memoryStore({ sessionData: '{"x":1}' });
  const logged: string[] = [];
  const errors: unknown[] = [];
  const navigated: string[] = [];
  const ports: BrowserPorts = {
    local,
    root: {
      classList: { toggle: () => true } as unknown as DOMTokenList,
      style: {} as CSSStyleDeclaration,
    },
    prefersDark: () => false,
    watchPrefersDark: () => () => {},
    randomBytes: (buffer) => crypto.getRandomValues(buffer),
    logError: (message, error) => {
      logged.push(message);
      errors.push(error);
    },
  };
  const { fetch, calls } = fakeFetch(handler);
  const authPorts: AuthPorts = {
    sessionStore: session,
    navigate: (to) => {
      navigated.push(to);
    },
    currentPath: () => path,
    // What Google sends back; read only on the callback page.
    takeCallbackQuery: () => '?code=c1&state=s1&iss=http%3A%2F%2Fidp',
    now: () => NOW,
    fetch,
  };
  const auth = createAuthServices(ports, authPorts, {
    apiBaseURL: '/api/v1',
    marketBaseURL: '',
    fundsBaseURL: '',
    timeoutMs: 1000,
  });
  return { local, session, logged, errors, navigated, calls, auth, ports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the session in the root system, against a fake server', () => {
  const token = jwtExpiringAt(NOW / 1000 + 900);
  const server: Parameters<typeof fakeFetch>[0] = ({ url }) => {
    if (url.endsWith('/auth/user-login/manual')) return json(200, { token, user });
    if (url.endsWith('/auth/logout')) return json(200, { message: 'Logged out successfully.' });
    if (url.endsWith('/market/cancel-ws')) return json(404, { message: 'Not found' });
    return json(404, {});
  };

  it('login stores the token, the trader and their currency, and removes the guest id', async () => {
    const w = world(server, { guestUserId: 'g_abc12' });
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => s.matches('anonymous'));
    await waitFor(root.system.get(systemIds.persistence), (s) => s.matches('settled'));
    session.send({ type: 'session.login', email: ' asha@example.com ', password: 'Secret@123' });
    await waitFor(session, (s) => s.matches('authenticated'));
    await settle();
    const stored = w.local.entries();
    expect(stored.authToken).toBe(token);
    expect(stored.userCurrencyPreference).toBe('INR');
    expect(stored.guestUserId).toBeUndefined();
    expect(JSON.parse(stored['persist:root'] ?? '{}').auth).toEqual({
      isAuthenticated: true,
      user: { id: 'u1', email: 'asha@example.com', fullName: 'Asha Rao' },
    });
    expect(w.calls[0]?.body).toEqual({ email: 'asha@example.com', password: 'Secret@123' });
    expect(root.system.get(systemIds.currency).getSnapshot().matches('INR')).toBe(true);
    expect(session.getSnapshot().context.refreshInMs).toBe(900_000 - 30_000);

    session.send({ type: 'session.logout' });
    await waitFor(session, (s) => s.matches('anonymous'));
    await settle();
    const after = w.local.entries();
    expect(after.authToken).toBeUndefined();
    expect(JSON.parse(after['persist:root'] ?? '{}').auth).toEqual({
      isAuthenticated: false,
      user: null,
    });
    expect(w.session.entries()).toEqual({});
    expect(after.guestUserId).toMatch(/^g_[0-9a-z]{5}$/);
    // cancel-ws first: logout ends the token it needs (issue 14: no 401 at logout).
    expect(w.calls.map((c) => c.url).slice(1)).toEqual([
      '/market/cancel-ws',
      '/api/v1/auth/logout',
    ]);
    // Local data was cleared first, yet both calls carry the ending session's token.
    expect(w.calls.slice(1).map((c) => c.authorization)).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
    expect(w.calls[1]?.body).toEqual({ userId: 'u1' });
    expect(w.navigated).toEqual(['/login']);
    expect(w.logged).toEqual([]); // a 404 from the market service is no error
    root.stop();
  });

  it('a failing server logout is logged and the local session is cleared anyway', async () => {
    const w = world(
      ({ url }) =>
        url.endsWith('/auth/logout')
          ? json(500, { message: 'Down' })
          : server({ url } as never, {}),
      {
        authToken: token,
        'persist:root': JSON.stringify({
          auth: { isAuthenticated: true, user: { id: 'u1', email: 'a@b.co', fullName: 'A' } },
        }),
      },
    );
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => s.matches('authenticated'));
    session.send({ type: 'session.logout' });
    await waitFor(session, (s) => s.matches('anonymous'));
    expect(w.logged).toEqual(['Logout failed on the server']);
    expect(w.local.read('authToken')).toBeNull();
    root.stop();
  });

  it('asks for the second factor after the password and signs in with the code', async () => {
    const answers: Record<string, Response[]> = {
      '/auth/user-login/two-factor': [
        json(401, { message: 'That code is not valid. Please try again (4 tries left).' }),
        json(200, { token, user }),
      ],
    };
    const w = world(({ url, body }) => {
      if (url.endsWith('/auth/user-login/manual')) {
        return json(200, { twoFactorRequired: true, challengeToken: 'ch-1' });
      }
      const queued = answers[url.replace('/api/v1', '')]?.shift();
      if (queued) {
        expect(body).toMatchObject({ challengeToken: 'ch-1' });
        return queued;
      }
      return server({ url } as never, {});
    });
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => s.matches('anonymous'));
    session.send({ type: 'session.login', email: 'asha@example.com', password: 'Secret@123' });
    await waitFor(session, (s) => s.matches({ anonymous: 'secondFactor' }));
    const step = session.getSnapshot().children.secondFactor as AnyActorRef;
    expect(w.local.read('authToken')).toBeNull();
    session.send({ type: 'session.submitSecondFactor', code: '000000' });
    await waitFor(step, (s) => s.context.error !== null);
    expect(step.getSnapshot().context.error).toEqual({
      field: 'otp',
      message: 'That code is not valid. Please try again (4 tries left).',
    });
    session.send({ type: 'session.submitSecondFactor', code: ' 123456 ' });
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(w.local.read('authToken')).toBe(token);
    expect(w.calls.at(-1)?.body).toEqual({ challengeToken: 'ch-1', code: '123456' });
    expect(root.system.get(systemIds.currency).getSnapshot().matches('INR')).toBe(true);
    root.stop();
  });

  it('an ended sign-in challenge goes back to the password with the server’s words', async () => {
    const w = world(({ url }) =>
      url.endsWith('/auth/user-login/manual')
        ? json(200, { twoFactorRequired: true, challengeToken: 'ch-1' })
        : json(410, { message: 'This sign-in has expired. Please log in again.' }),
    );
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => s.matches('anonymous'));
    session.send({ type: 'session.login', email: 'asha@example.com', password: 'Secret@123' });
    await waitFor(session, (s) => s.matches({ anonymous: 'secondFactor' }));
    session.send({ type: 'session.submitSecondFactor', code: '123456' });
    await waitFor(session, (s) => s.matches({ anonymous: 'idle' }));
    expect(session.getSnapshot().context).toMatchObject({
      challengeToken: null,
      loginError: { field: 'form', message: 'This sign-in has expired. Please log in again.' },
    });
    root.stop();
  });

  it('a restored session the server no longer accepts ends at start, with its token', async () => {
    const w = world(({ url }) => json(401, { message: url }), {
      authToken: token,
      'persist:root': JSON.stringify({
        auth: { isAuthenticated: true, user: { id: 'u1', email: 'a@b.co', fullName: 'A' } },
      }),
    });
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => !s.matches('rehydrating'));
    expect(session.getSnapshot().matches('anonymous')).toBe(true);
    expect(w.local.read('authToken')).toBeNull();
    expect(w.calls.map((c) => c.url)).toEqual([
      '/api/v1/auth/me',
      '/api/v1/auth/user-login/refreshAccessToken',
    ]);
    root.stop();
  });

  it('a wrong password shows the server’s words', async () => {
    const w = world(() => json(401, { message: 'Incorrect email or password.' }));
    const root = startRoot(w);
    const session = root.system.get(systemIds.session);
    await waitFor(session, (s) => s.matches('anonymous'));
    session.send({ type: 'session.login', email: 'a@b.co', password: 'x' });
    await waitFor(session, (s) => s.context.loginError !== null);
    expect(session.getSnapshot().context.loginError).toEqual({
      field: 'form',
      message: 'Incorrect email or password.',
    });
    expect(w.calls.filter((c) => c.url.includes('refresh'))).toEqual([]);
    root.stop();
  });

  it('a signed-in currency save needs a token and rolls back when it fails', async () => {
    const w = world(() => json(500, { message: 'Database unavailable' }), {
      authToken: token,
      userCurrencyPreference: 'USD',
      'persist:root': JSON.stringify({
        auth: { isAuthenticated: true, user: { id: 'u1', email: 'a@b.co', fullName: 'A' } },
      }),
    });
    const root = startRoot(w);
    const currency = root.system.get(systemIds.currency);
    await waitFor(root.system.get(systemIds.session), (s) => s.matches('authenticated'));
    await waitFor(currency, (s) => s.context.email === 'a@b.co');
    currency.send({ type: 'currency.toggle' });
    expect(w.local.read('userCurrencyPreference')).toBe('INR');
    await waitFor(currency, (s) => s.matches({ USD: 'settled' }));
    expect(w.local.read('userCurrencyPreference')).toBe('USD');
    expect(w.local.read('guestCurrencyPreference')).toBeNull();
    expect(w.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { email: 'a@b.co', currency: 'INR' },
    });
    expect(w.logged).toEqual(['Could not save the currency preference on the server']);

    // Without a stored token the save is refused before any call.
    w.local.remove('authToken');
    const callsBefore = w.calls.length;
    currency.send({ type: 'currency.toggle' });
    await waitFor(currency, (s) => s.matches({ USD: 'settled' }) && w.logged.length === 2);
    expect(w.logged[1]).toBe('Could not save the currency preference on the server');
    expect(w.errors[1]).toEqual(new Error(messages.noAuthToken));
    expect(w.calls.length).toBe(callsBefore);
    root.stop();
  });
});

describe('stored session', () => {
  it('needs both the token and the persisted trader', () => {
    const token = jwtExpiringAt(NOW / 1000 + 60);
    const persisted = JSON.stringify({
      auth: { isAuthenticated: true, user: { id: 'u1', email: 'a@b.co', fullName: 'A' } },
    });
    expect(readStoredSession(world(() => json(200, {}), { authToken: token }).auth)).toBeNull();
    expect(
      readStoredSession(world(() => json(200, {}), { 'persist:root': persisted }).auth),
    ).toBeNull();
    expect(
      readStoredSession(
        world(() => json(200, {}), {
          authToken: token,
          'persist:root': persisted,
          userCurrencyPreference: 'INR',
        }).auth,
      ),
    ).toEqual({
      token,
      refreshInMs: 30_000,
      user: { id: 'u1', email: 'a@b.co', fullName: 'A', currency: 'INR' },
    });
  });
});

const api = (overrides: Partial<AuthApi>): AuthApi => overrides as AuthApi;
const account = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  password: 'Secret@123',
  referralCode: '',
  phoneNumber: '+91 98765 43210',
  verificationToken: 'vt-1',
  consent: true,
};

describe('sign-up services', () => {
  it("answers 'Missing required user data' and 'Signup failed' (spec section 5)", async () => {
    const signupManual = vi.fn(async () => ({ status: 200, data: {} }));
    await expect(
      createAccount(api({ signupManual }), { ...account, password: '' }),
    ).rejects.toThrow(messages.missingUserData);
    expect(signupManual).not.toHaveBeenCalled();
    await expect(createAccount(api({ signupManual }), account)).rejects.toThrow(
      messages.signupFailed,
    );
    expect(signupManual).toHaveBeenCalledWith({
      fullname: 'Asha Rao',
      email: 'asha@example.com',
      password: 'Secret@123',
      referral_code: null,
      phone_number: '+91 98765 43210',
      verificationToken: 'vt-1',
      consent: { terms: true, riskDisclosure: true, version: CONSENT_VERSION },
    });
    const created = vi.fn(async () => ({ status: 201, data: {} }));
    await expect(createAccount(api({ signupManual: created }), account)).resolves.toBeUndefined();
  });

  it('sends no account without the Terms and the Risk Disclosure accepted', async () => {
    const signupManual = vi.fn(async () => ({ status: 201, data: {} }));
    await expect(
      createAccount(api({ signupManual }), { ...account, consent: false }),
    ).rejects.toThrow(consentMessages.missing);
    expect(signupManual).not.toHaveBeenCalled();
  });
});

describe('forgot-password services', () => {
  const flows = (sendForgotPasswordOtp: AuthApi['sendForgotPasswordOtp']) =>
    provideForgotPasswordMachine(api({ sendForgotPasswordOtp }), { navigate: () => {} });

  const failWith = async (error: unknown) => {
    const actor = createActor(
      flows(async () => {
        throw error;
      }),
    ).start();
    actor.send({ type: 'forgot.submitEmail', email: 'asha@example.com' });
    await waitFor(actor, (s) => s.context.errors.length > 0);
    return actor.getSnapshot().context.errors[0]?.message;
  };

  it('reads detail, then details, then the error’s message, then the call’s fallback', async () => {
    expect(
      await failWith(
        new ApiError({ status: 400, body: { detail: 'D', details: 'Ds', message: 'M' } }),
      ),
    ).toBe('D');
    expect(
      await failWith(new ApiError({ status: 400, body: { details: ['A', 'B'], message: 'M' } })),
    ).toBe('A; B');
    expect(
      await failWith(new ApiError({ status: 429, body: { message: 'Please wait 20 seconds.' } })),
    ).toBe('Please wait 20 seconds.');
    expect(await failWith({})).toBe(messages.forgotPassword.sendOtpFailed);
  });

  it('asks for the email again when a resend has none', async () => {
    const child = flows(async () => {}).implementations.actors.emailCode as AnyStateMachine;
    const logic = child.implementations.actors.sendCode as AnyActorLogic;
    const actor = createActor(logic, { input: { email: ' ' } });
    const done = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(await done).toEqual(new Error(messages.forgotPassword.emailMissing));
  });

  it('sends the reset with the token the code check answered', async () => {
    const resetPassword = vi.fn(async () => {});
    const machine = provideForgotPasswordMachine(
      api({
        sendForgotPasswordOtp: async () => {},
        verifyEmailOtp: async () => ({ message: 'ok', verificationToken: 'vt-from-check' }),
        resetPassword,
      }),
      { navigate: () => {} },
    );
    const actor = createActor(machine).start();
    actor.send({ type: 'forgot.submitEmail', email: 'asha@example.com' });
    await waitFor(actor, (s) => s.matches('reset'));
    const code = actor.getSnapshot().children.emailCode as AnyActorRef;
    await waitFor(code, (s) => s.matches('active'));
    code.send({ type: 'code.changed', otp: '123456' });
    await waitFor(actor, (s) => s.context.verified);
    actor.send({
      type: 'forgot.submitPassword',
      password: 'Renewed@2026',
      confirmation: 'Renewed@2026',
    });
    await waitFor(actor, () => resetPassword.mock.calls.length > 0);
    expect(resetPassword).toHaveBeenCalledWith('asha@example.com', 'Renewed@2026', 'vt-from-check');
  });
});

describe('Google sign-in in the root system, against a fake server', () => {
  const token = jwtExpiringAt(NOW / 1000 + 900);
  const callback = { code: 'c1', state: 's1', iss: 'http://idp', error: null };
  /** The root system as the callback page sees it: the OAuth actor attached to it. */
  const rootWithOAuth = (w: ReturnType<typeof world>) => {
    const root = startRoot(w);
    root.send({ type: 'oauth.attach', logic: provideOAuthMachine(w.auth) });
    return root;
  };

  it('falls back to sign-up, starts the session the spec says (USD), then saves the new trader’s rupees (issue 25) and opens the dashboard', async () => {
    const w = world(
      ({ url }) => {
        if (url.endsWith('/auth/user-login/google')) return json(404, { message: 'No account' });
        if (url.endsWith('/auth/user-signup/google')) {
          return json(201, {
            message: 'Account created with Google.',
            user: { id: 'u9', email: 'meera@example.com', fullname: 'Meera Shah', avatar: null },
            uid: 'u9',
            token,
          });
        }
        if (url.endsWith('/auth/update-currency')) {
          return json(200, { message: 'Currency updated', currency: 'INR' });
        }
        return json(404, {});
      },
      {},
      '/auth/google/callback',
    );
    const root = rootWithOAuth(w);
    const session = root.system.get(systemIds.session);
    // On the callback page the OAuth actor reads the provider's answer itself.
    await waitFor(session, (s) => s.matches('authenticated'));
    await settle();
    expect(w.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/auth/user-login/google', { code: 'c1', state: 's1', iss: 'http://idp' }],
      ['/api/v1/auth/user-signup/google', { code: 'c1', state: 's1', iss: 'http://idp' }],
      // The guest never chose a currency: the new trader is saved in rupees.
      ['/api/v1/auth/update-currency', { email: 'meera@example.com', currency: 'INR' }],
    ]);
    expect(session.getSnapshot().context.user).toEqual({
      id: 'u9',
      email: 'meera@example.com',
      fullName: 'Meera Shah',
      currency: 'USD',
      // A sign-up whose answer does not say otherwise still owes the profile step (AuthGuard).
      profileComplete: false,
      newTrader: true,
    });
    expect(w.local.entries().authToken).toBe(token);
    expect(w.local.entries().userCurrencyPreference).toBe('INR');
    expect(root.system.get(systemIds.currency).getSnapshot().matches({ INR: 'settled' })).toBe(
      true,
    );
    expect(root.system.get(systemIds.oauth).getSnapshot().context).toMatchObject({
      verified: true,
      error: null,
    });
    expect(w.navigated).toEqual(['/dashboard']);
    root.stop();
  });

  it('an answer without a token fails with the spec’s text and removes the auth token', async () => {
    const w = world(
      ({ url }) =>
        url.endsWith('/auth/user-login/google')
          ? json(200, { data: { user: { userId: 'u9', email: 'm@example.com', fullname: 'M' } } })
          : json(404, {}),
      { authToken: 'stale-token' },
    );
    const root = rootWithOAuth(w);
    const oauth = root.system.get(systemIds.oauth);
    oauth.send({ type: 'oauth.callback', callback });
    await waitFor(oauth, (s) => s.matches('failed'));
    expect(oauth.getSnapshot().context.error).toBe(messages.invalidOAuthResponse);
    expect(w.local.entries().authToken).toBeUndefined();
    expect(w.calls).toHaveLength(1);
    expect(root.system.get(systemIds.session).getSnapshot().matches('authenticated')).toBe(false);
    root.stop();
  });
});
