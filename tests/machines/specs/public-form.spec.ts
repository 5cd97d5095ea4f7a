import { publicFormMessages } from '../../../src/contracts/public-forms.ts';
import {
  type PublicFormContext,
  publicFormMachine,
} from '../../../src/machines/public-form/public-form.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const valid = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'Withdrawal timing',
  message: 'How long does a large withdrawal take?',
};
const invalid = { ...valid, email: 'asha@', message: 'Hi' };
const refusal = {
  body: { message: 'Too many requests', detail: publicFormMessages.tooManyRequests },
};

export const publicFormSpec: ModelSpec = defineModelSpec({
  name: 'public-form',
  machine: publicFormMachine,
  input: { kind: 'contact' },
  events: {
    ...samples('form.submit', { values: valid }, { values: invalid }),
    ...bareEvents('form.reset'),
  },
  invokes: {
    submitPublicForm: {
      done: [{ status: 'created', message: publicFormMessages.contactCreated }],
      error: [refusal],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as PublicFormContext;
    return {
      fieldErrors: Object.keys(context.fieldErrors).sort(),
      error: context.error,
      result: context.result?.status ?? null,
    };
  },
  check: ({ snapshot, event }) => {
    const context = snapshot.context as PublicFormContext;
    const failedFields = Object.keys(context.fieldErrors).sort().join(',');
    if (
      snapshot.matches('editing') &&
      event.type === 'form.submit' &&
      failedFields !== 'email,message'
    ) {
      throw new Error(`an invalid submit must flag email and message, got "${failedFields}"`);
    }
    if (
      snapshot.matches('submitting') &&
      JSON.stringify(context.values) !== JSON.stringify(valid)
    ) {
      throw new Error('only valid values are sent');
    }
    if (snapshot.matches('failed') && context.error !== publicFormMessages.tooManyRequests) {
      throw new Error(`a refusal shows the server's detail, got ${context.error}`);
    }
    if (snapshot.matches('succeeded') !== (context.result !== null)) {
      throw new Error('a result is shown exactly in the succeeded state');
    }
  },
});
