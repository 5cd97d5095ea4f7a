import type { StartedSession } from '../../../src/machines/auth/session-types.ts';
import {
  type OAuthAnswer,
  type OAuthCallback,
  type OAuthContext,
  oauthMachine,
  type SavedProfile,
} from '../../../src/machines/oauth/oauth.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { lastCall } from './helpers.ts';

const user = { id: 'u7', email: 'meera@example.com', fullName: 'Meera Shah' };
const complete: OAuthAnswer = { token: 'access-g', refreshInMs: 870_000, user };
const noToken: OAuthAnswer = { user };
/** A Google sign-up's answer: the profile-completion step comes before the app. */
const incomplete: OAuthAnswer = { ...complete, profileComplete: false };
const filledIn = {
  fullName: 'Meera Shah',
  phoneNumber: '+91 98765 43210',
  accountType: 'individual',
  country: 'IN',
} as const;
const callback: OAuthCallback = {
  code: 'code-1',
  state: 'state-1',
  iss: 'http://idp',
  error: null,
};
const cancelled: OAuthCallback = {
  code: null,
  state: 'state-1',
  iss: null,
  error: 'access_denied',
};

/** Sessions the machine handed to the session actor, per live actor (sendTo is replaced here). */
const handedOver = new WeakMap<object, StartedSession[]>();
/** Saved profiles the machine told the session actor of, per live actor. */
const toldSaved = new WeakMap<object, SavedProfile[]>();

export const oauthSpec: ModelSpec = defineModelSpec({
  name: 'oauth',
  machine: oauthMachine,
  provide: {
    actions: {
      startSession: ({ self }: { self: object }, session: StartedSession) => {
        handedOver.set(self, [...(handedOver.get(self) ?? []), session]);
      },
      tellSessionProfileCompleted: ({ self }: { self: object }, saved: SavedProfile) => {
        toldSaved.set(self, [...(toldSaved.get(self) ?? []), saved]);
      },
    },
  },
  events: {
    'oauth.callback': [
      { type: 'oauth.callback', callback },
      { type: 'oauth.callback', callback: cancelled },
    ],
    'oauth.completeProfile': [
      { type: 'oauth.completeProfile', details: { ...filledIn, phoneNumber: '' } },
      { type: 'oauth.completeProfile', details: filledIn },
    ],
    'oauth.resumeProfile': [{ type: 'oauth.resumeProfile' }],
  },
  invokes: {
    login: {
      done: [complete, noToken, incomplete],
      error: [new Error('No account is linked to this Google identity yet.')],
    },
    saveProfile: {
      done: [{ fullName: 'Meera Shah' }],
      error: [{ message: 'Your name is verified with your PAN and cannot be changed.' }],
    },
    signup: {
      done: [complete, noToken, incomplete],
      error: [new Error('Google has not verified this email address.'), new Error('')],
    },
  },
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as OAuthContext;
    const sessions = handedOver.get(run.actor) ?? [];
    // A step resumed by a signed-in page (no callback in this actor's life) starts no session.
    if (snapshot.matches('succeeded') && sessions.length > 0) {
      const { profileComplete, ...sessionUser } = sessions.at(-1)?.user ?? {};
      if (
        JSON.stringify({ ...sessions.at(-1), user: sessionUser }) !==
          JSON.stringify({ ...complete, user: { ...user, currency: 'USD' } }) ||
        typeof profileComplete !== 'boolean'
      ) {
        const session = sessions.at(-1);
        throw new Error(`success started ${JSON.stringify(session)}, not a USD session`);
      }
      if (!context.verified || context.error !== null || context.loading) {
        throw new Error('success must be verified, without error or loading');
      }
      if (!lastCall(run.calls, 'goToApp')) throw new Error('success must open the app');
    }
    if (snapshot.matches('failed')) {
      if (context.error === null || context.loading || context.verified) {
        throw new Error('a failure must store its error and stop loading');
      }
      if (lastCall(run.calls, 'removeAuthToken')?.event !== event.type) {
        throw new Error('a failure must remove the auth token');
      }
      const done = event.type.startsWith('xstate.done.actor.');
      if (done && context.error !== 'Invalid OAuth response structure') {
        throw new Error(`an answer without a token failed with ${context.error}`);
      }
      if (event.type === 'oauth.callback' && context.error !== 'Google login failed') {
        throw new Error(`a cancelled sign-in failed with ${context.error}`);
      }
      if (event.type === 'xstate.error.actor.signup') {
        const expected = ['Google has not verified this email address.', 'OAuth failed'];
        if (!expected.includes(context.error))
          throw new Error(`sign-up failed with ${context.error}`);
      }
    }
    if (event.type === 'xstate.error.actor.login' && !snapshot.matches('signingUp')) {
      throw new Error('a failed login must fall back to sign-up');
    }
    if (snapshot.matches('loggingIn') || snapshot.matches('signingUp')) {
      if (!context.loading || context.code?.code !== 'code-1')
        throw new Error('the code is not sent');
    }
    const inProfileStep =
      snapshot.matches('completingProfile') || snapshot.matches('savingProfile');
    if (inProfileStep && event.type.startsWith('xstate.done.actor.log')) {
      if (sessions.at(-1)?.user.profileComplete !== false) {
        throw new Error('a session that needs the profile step must say its profile is incomplete');
      }
    }
    if (inProfileStep && event.type !== 'oauth.resumeProfile') {
      if (sessions.length === 0 && event.type.startsWith('xstate.done.actor.')) {
        throw new Error('the profile step needs the started session');
      }
      const opened = run.calls.filter((call) => call.action === 'goToApp').length;
      const answered = event.type.startsWith('xstate.done.actor.log');
      // Each session before this one opened the app once; a step resumed and saved may open it too.
      const mostOpens = sessions.length - 1 + (toldSaved.get(run.actor)?.length ?? 0);
      if (answered && (opened < sessions.length - 1 || opened > mostOpens)) {
        throw new Error('the app opened before the profile step');
      }
      if (context.profileComplete) throw new Error('the profile is not complete yet');
    }
    if (event.type === 'oauth.completeProfile' && snapshot.matches('completingProfile')) {
      if (context.profileError?.field !== 'phoneNumber') {
        throw new Error('a blank phone must be pointed out');
      }
    }
    if (event.type === 'xstate.error.actor.saveProfile') {
      if (
        context.profileError?.field !== 'form' ||
        context.profileDraft?.fullName !== 'Meera Shah'
      ) {
        throw new Error('a refused save must say why and keep what was typed');
      }
    }
    if (event.type === 'xstate.done.actor.saveProfile') {
      if (!context.profileComplete) throw new Error('a saved profile is complete');
      if (toldSaved.get(run.actor)?.at(-1)?.fullName !== 'Meera Shah') {
        throw new Error('the session must be told the saved profile and its name');
      }
    }
    if (
      !snapshot.matches('succeeded') &&
      !inProfileStep &&
      event.type.startsWith('xstate.') &&
      sessions.length > 0
    ) {
      const last = lastCall(run.calls, 'goToApp');
      if (last === undefined) throw new Error('a session was started without opening the app');
    }
  },
});
