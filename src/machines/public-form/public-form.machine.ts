import { assertEvent, assign, setup } from 'xstate';
import {
  type FieldErrors,
  type PublicFormKind,
  type PublicFormRequests,
  type PublicFormResponse,
  validatePublicForm,
} from '../../contracts/public-forms.ts';
import { apiErrorMessage } from '../../domain/errors/api-error-message.ts';
import type { MachineTypes } from '../machine-types.ts';
import { providedRequest } from '../not-provided.ts';

type AnyValues = PublicFormRequests[PublicFormKind];

export interface PublicFormContext {
  readonly kind: PublicFormKind;
  readonly values: AnyValues | null;
  readonly fieldErrors: FieldErrors;
  readonly error: string | null;
  readonly result: PublicFormResponse | null;
}

export type PublicFormEvent = { type: 'form.submit'; values: AnyValues } | { type: 'form.reset' };

export interface SubmitInput {
  readonly kind: PublicFormKind;
  readonly values: AnyValues;
}

const noErrors: FieldErrors = {};

/** The submit transition shared by every state where the form can be sent. */
const submit = [
  { guard: 'valuesInvalid', target: 'editing', actions: 'showFieldErrors' },
  { target: 'submitting', actions: 'takeValues' },
] as const;

/**
 * One public-site form (contact message, API waitlist or newsletter): validated with the shared
 * rules before it is sent, submitted once at a time, with a success state and a readable error.
 */
export const publicFormMachine = setup({
  types: {} as MachineTypes<PublicFormContext, PublicFormEvent, { kind: PublicFormKind }>,
  actors: {
    submitPublicForm: providedRequest<PublicFormResponse, SubmitInput>(
      'publicForm.submitPublicForm',
    ),
  },
  guards: {
    // Only `form.submit` leads here: assertEvent narrows the type (a branch for other events
    // would be dead code that no test can tell from its mutants).
    valuesInvalid: ({ context, event }) => {
      assertEvent(event, 'form.submit');
      return Object.keys(validatePublicForm(context.kind, event.values)).length > 0;
    },
  },
  actions: {
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return { fieldErrors: validatePublicForm(context.kind, event.values), error: null };
    }),
    takeValues: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      return { values: event.values, fieldErrors: noErrors, error: null };
    }),
  },
}).createMachine({
  id: 'publicForm',
  description:
    'A public-site form (contact, API waitlist or newsletter): checked with the shared validator, sent to /api/v1/public/<kind>, then a success or a readable error.',
  context: ({ input }) => ({
    kind: input.kind,
    values: null,
    fieldErrors: noErrors,
    error: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form is being filled in; field errors of the last attempt are shown.',
      on: { 'form.submit': submit },
    },
    submitting: {
      description: 'The form is being sent; the submit button is disabled, so it is sent once.',
      invoke: {
        id: 'submitPublicForm',
        src: 'submitPublicForm',
        input: ({ context }) => ({ kind: context.kind, values: context.values as AnyValues }),
        onDone: {
          target: 'succeeded',
          actions: assign({ result: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => apiErrorMessage(event.error) }),
        },
      },
    },
    failed: {
      description:
        'The server refused the form or could not be reached; the form can be sent again.',
      on: { 'form.submit': submit },
    },
    succeeded: {
      description: 'The server stored the form; its confirmation is shown.',
      on: {
        'form.reset': {
          target: 'editing',
          actions: assign({ values: null, result: null, fieldErrors: noErrors, error: null }),
        },
      },
    },
  },
});
