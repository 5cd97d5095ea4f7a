import { type StepUpContext, stepUpMachine } from '../../../src/machines/auth/step-up.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const refusal = (message: string) => Object.assign(new Error(message), { body: { message } });

export const stepUpSpec: ModelSpec = defineModelSpec({
  name: 'step-up',
  machine: stepUpMachine,
  events: {
    ...bareEvents('stepUp.ask', 'stepUp.cancel'),
    ...samples('stepUp.submit', { secret: 'Sunny@Day42' }, { secret: '   ' }),
  },
  invokes: {
    loadMode: { done: ['password', 'code'], error: [new Error('offline')] },
    confirm: {
      done: [{ stepUpToken: '1790000000.abc', expiresIn: 300 }],
      error: [refusal('That password is not right')],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as StepUpContext;
    return { mode: context.mode, error: context.error !== null, secret: context.secret !== '' };
  },
  check: ({ snapshot, event }) => {
    const context = snapshot.context as StepUpContext;
    // Nothing is sent without a secret, and a blank one is refused in words.
    if (snapshot.matches('sending') && context.secret.trim() === '')
      throw new Error('a blank password was sent');
    if (
      event.type === 'stepUp.submit' &&
      (event as unknown as { secret: string }).secret.trim() === '' &&
      (!snapshot.matches('asking') || context.error === null)
    ) {
      throw new Error('a blank password must be refused in the dialog');
    }
    // A refused password leaves the dialog open with the reason, and the typed secret gone.
    if (event.type === 'xstate.error.actor.confirm') {
      if (!snapshot.matches('asking') || context.error === null || context.secret !== '')
        throw new Error('a wrong password must keep the dialog open, with the reason');
    }
    if (snapshot.matches('idle') && context.secret !== '')
      throw new Error('the secret outlives the dialog');
  },
});
