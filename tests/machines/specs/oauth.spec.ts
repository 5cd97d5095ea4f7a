import type { StartedSession } from '../../../src/machines/auth/session-types.ts';
import {
  type OAuthAnswer,
  type OAuthCallback,
  type OAuthContext,
  oauthMachine,
  type SavedProfile,
} from '../../../src/machines/oauth/oauth.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, lastCall, samples } from './helpers.ts';

const user = { id: 'u7', email: 'meera@example.com', fullName: 'Meera Shah' };
const complete: OAuthAnswer = { token: 'access-g', refreshInMs: 870_000, user };
const noToken: OAuthAnswer = { user };
/** A Google sign-up's answer: the profile-completion step comes before the app. */
const incomplete: OAuthAnswer = { ...complete, profileComplete: false };
/** A password account has the Google email: its owner confirms before anything is signed in. */
const linkFirst: OAuthAnswer = {
  linkRequired: {
    email: 'm***@example.com',
    message: 'An account with this email already exists.',
  },
};
/** Two-factor sign-in is on: the code comes before the session. */
const codeFirst: OAuthAnswer = { challengeToken: 'challenge-1' };
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
/** How many sessions were handed over at the previous check, per live actor. */
const sessionsSeen = new WeakMap<object, number>();

export const oauthSpec: ModelSpec = defineModelSpec({
  name: 'oauth',
  machine: oauthMachine,
  // The link and code steps' texts and what was typed matter only as present or not.
  project: (snapshot) => {
    const context = snapshot.context as OAuthContext;
    return {
      ...context,
      link: context.link !== null,
      linkProof: context.linkProof !== null,
      linkError: context.linkError !== null,
      secondCode: context.secondCode !== null,
      codeError: context.codeError !== null,
      profileDraft: context.profileDraft !== null,
      profileError: context.profileError?.field ?? null,
      error: context.error !== null,
    };
  },
  limit: 20_000,
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
    ...samples('oauth.callback', { callback }, { callback: cancelled }),
    'oauth.completeProfile': [
      { type: 'oauth.completeProfile', details: { ...filledIn, phoneNumber: '' } },
      { type: 'oauth.completeProfile', details: filledIn },
    ],
    ...bareEvents('oauth.resumeProfile', 'oauth.sendLinkCode'),
    ...samples(
      'oauth.confirmLink',
      { proof: { password: '' } },
      { proof: { password: 'Sunny@Day42' } },
      { proof: { code: '123456' } },
    ),
    ...samples('oauth.submitCode', { code: ' ' }, { code: '654321' }),
  },
  invokes: {
    login: {
      done: [complete, noToken, incomplete, linkFirst, codeFirst],
      error: [new Error('No account is linked to this Google identity yet.')],
    },
    saveProfile: {
      done: [{ fullName: 'Meera Shah' }],
      error: [{ message: 'Your name is verified with your PAN and cannot be changed.' }],
    },
    signup: {
      done: [complete, noToken, incomplete, linkFirst, codeFirst],
      error: [new Error('Google has not verified this email address.'), new Error('')],
    },
    link: {
      done: [complete, codeFirst, incomplete, noToken],
      error: [new Error('That password or code is not right.')],
    },
    sendLinkCode: { done: [undefined], error: [new Error('Too many Google sign-in attempts.')] },
    secondFactor: {
      done: [complete, incomplete, noToken],
      error: [new Error('That code is not right.')],
    },
  },
  check: ({ run, event, snapshot }) => {
    const context = snapshot.context as OAuthContext;
    const sessions = handedOver.get(run.actor) ?? [];
    const before = sessionsSeen.get(run.actor) ?? 0;
    sessionsSeen.set(run.actor, sessions.length);
    const output = (event as { output?: OAuthAnswer }).output;
    // A Google answer that asks for the owner's confirmation or the 2FA code starts no session.
    if (output?.linkRequired !== undefined) {
      if (!snapshot.matches('confirmingLink') || sessions.length !== before) {
        throw new Error('an account to link must be confirmed before any session');
      }
      if (context.link?.email !== 'm***@example.com') throw new Error('the step names the account');
    }
    if (output?.challengeToken !== undefined) {
      if (!snapshot.matches('secondFactor') || sessions.length !== before) {
        throw new Error('two-factor sign-in must ask for the code before any session');
      }
    }
    if (event.type === 'oauth.confirmLink' && snapshot.matches('confirmingLink')) {
      if (context.linkError === null)
        throw new Error('a confirmation without proof says what is missing');
    }
    if (snapshot.matches('linking') && context.linkProof === null) {
      throw new Error('the link call needs the proof');
    }
    if (event.type === 'xstate.error.actor.link') {
      if (
        !snapshot.matches('confirmingLink') ||
        context.linkError === null ||
        context.linkProof !== null
      ) {
        throw new Error('a refused link says why, forgets the proof and lets the owner try again');
      }
    }
    if (event.type === 'xstate.done.actor.sendLinkCode' && !context.linkCodeSent) {
      throw new Error('a sent code is shown as sent');
    }
    if (event.type === 'oauth.submitCode' && snapshot.matches('secondFactor')) {
      if (context.codeError === null) throw new Error('a blank code is pointed out');
    }
    if (snapshot.matches('checkingCode') && context.challengeToken !== 'challenge-1') {
      throw new Error('the code goes with its challenge');
    }
    if (event.type === 'xstate.error.actor.secondFactor' && !snapshot.matches('secondFactor')) {
      throw new Error('a wrong code asks again');
    }
    // A step resumed by a signed-in page (no callback in this actor's life) starts no session.
    if (snapshot.matches('succeeded') && sessions.length > 0) {
      const { profileComplete, newTrader, ...sessionUser } = sessions.at(-1)?.user ?? {};
      // Issue 25: a Google sign-up is a new trader (the currency actor starts them in rupees).
      if (event.type === 'xstate.done.actor.signup' && newTrader !== true) {
        throw new Error('a Google sign-up must start a new trader');
      }
      if (event.type === 'xstate.done.actor.login' && newTrader !== undefined) {
        throw new Error('a Google login is no new trader');
      }
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
