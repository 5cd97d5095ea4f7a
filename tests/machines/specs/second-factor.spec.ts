import {
  type SecondFactorContext,
  secondFactorMachine,
} from '../../../src/machines/auth/second-factor.machine.ts';
import {
  SignInChallengeEndedError,
  type StartedSession,
} from '../../../src/machines/auth/session-types.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { samples } from './helpers.ts';

const started: StartedSession = {
  token: 'access-1',
  refreshInMs: 870_000,
  user: { id: 'u1', email: 'trader@example.com', fullName: 'Asha Rao', currency: 'INR' },
};
const wrongCode = 'That code is not valid. Please try again (4 tries left).';
const expired = 'This sign-in has expired. Please log in again.';

export const secondFactorSpec: ModelSpec = defineModelSpec({
  name: 'second-factor',
  machine: secondFactorMachine,
  input: { challengeToken: 'challenge-1' },
  events: {
    ...samples('secondFactor.submit', { code: '  ' }, { code: ' 123456 ' }),
  },
  invokes: {
    verifySecondFactor: {
      done: [started],
      error: [new Error(wrongCode), new SignInChallengeEndedError(expired)],
    },
  },
  check: ({ event, snapshot }) => {
    const context = snapshot.context as SecondFactorContext;
    if (event.type === 'secondFactor.submit' && snapshot.matches('awaitingCode')) {
      if (context.error?.field !== 'otp') throw new Error('a blank code is not reported');
    }
    if (event.type === 'secondFactor.submit' && snapshot.matches('verifying')) {
      if (context.error !== null) throw new Error('an old error stays while checking a code');
    }
    if (event.type === 'xstate.error.actor.verifySecondFactor') {
      const ended = snapshot.matches('ended');
      if (ended && (context.error?.field !== 'form' || context.error.message !== expired)) {
        throw new Error('an ended sign-in must say why, for the password form');
      }
      if (!ended && (context.error?.field !== 'otp' || context.error.message !== wrongCode)) {
        throw new Error(`a wrong code shown as ${JSON.stringify(context.error)}`);
      }
    }
    if (snapshot.status === 'done') {
      const output = snapshot.output as { session: StartedSession | null; ended: unknown };
      const signedIn = snapshot.matches('signedIn');
      if (signedIn !== (output.session?.token === started.token && output.ended === null)) {
        throw new Error(`the step answered ${JSON.stringify(output)}`);
      }
    }
  },
});
