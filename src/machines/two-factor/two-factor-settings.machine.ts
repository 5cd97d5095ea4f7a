import { assign, setup } from 'xstate';
import { messages } from '../../domain/errors/messages.ts';
import { failureText, formTexts } from '../auth/form-rules.ts';
import { failTo } from '../invoke-outcomes.ts';
import { providedRequest } from '../not-provided.ts';

/** The new authenticator secret, as the server answers it (contracts/two-factor.ts). */
export interface Enrolment {
  readonly secret: string;
  readonly otpauthUri: string;
  readonly qrDataUrl: string;
}

export interface TwoFactorStatusView {
  readonly enabled: boolean;
  readonly recoveryCodesLeft: number;
}

export type TwoFactorSettingsEvent =
  /** The settings page opened: read the status afresh (whatever was shown before). */
  | { type: 'twoFactor.load' }
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.confirm'; code: string }
  | { type: 'twoFactor.cancel' }
  /** The trader has kept the recovery codes: they are dropped from memory. */
  | { type: 'twoFactor.codesSaved' }
  | { type: 'twoFactor.disable'; code: string }
  /** Ten new recovery codes in place of the old ones (the server asks for a step-up first). */
  | { type: 'twoFactor.renewCodes' };

export interface TwoFactorSettingsContext {
  status: TwoFactorStatusView | null;
  enrolment: Enrolment | null;
  /** Shown once, right after turning two-factor on or making new ones. */
  recoveryCodes: readonly string[] | null;
  error: string | null;
  /** Why new recovery codes were not made (shown by their button, not the code field). */
  renewError: string | null;
}

const initialContext: TwoFactorSettingsContext = {
  status: null,
  enrolment: null,
  recoveryCodes: null,
  error: null,
  renewError: null,
};

/** The code the trader typed, trimmed: what confirm and disable send (the event entering them). */
const typedCode = ({ event }: { event: TwoFactorSettingsEvent }) => ({
  code: (event as { code: string }).code.trim(),
});

/** A code form's submit: without a code it says so and stays; with one it goes on as `sent` says. */
const codeRequired = <const T>(sent: T) =>
  [
    {
      guard: { type: 'codeMissing', params: ({ event }: { event: { code: string } }) => event },
      actions: 'codeMissing',
    },
    sent,
  ] as const;

export const twoFactorSettingsMachine = setup({
  types: { context: {} as TwoFactorSettingsContext, events: {} as TwoFactorSettingsEvent },
  actors: {
    loadStatus: providedRequest<TwoFactorStatusView>('twoFactor.loadStatus'),
    enrol: providedRequest<Enrolment>('twoFactor.enrol'),
    confirm: providedRequest<readonly string[], { code: string }>('twoFactor.confirm'),
    disable: providedRequest<void, { code: string }>('twoFactor.disable'),
    renewCodes: providedRequest<readonly string[]>('twoFactor.renewCodes'),
  },
  actions: {
    reset: assign(initialContext),
    showError: assign({
      error: (_, params: { error: unknown }) => failureText(params.error, messages.unexpected),
    }),
    codeMissing: assign({ error: formTexts.secondFactorMissing }),
    clearError: assign({ error: null }),
  },
  guards: {
    isEnabled: (_, params: { status: TwoFactorStatusView }) => params.status.enabled,
    codeMissing: (_, params: { code: string }) => params.code.trim() === '',
  },
}).createMachine({
  id: 'twoFactorSettings',
  description:
    'The two-factor section of /settings: read the status; turn on (new secret and QR code, confirm with a code, the ten recovery codes shown once); turn off with a code; make new recovery codes (after the step-up dialog; shown once).',
  context: initialContext,
  // Spawned when /settings opens (the root's pages actor), so it reads at once; Try again reads again.
  initial: 'loading',
  on: { 'twoFactor.load': { target: '.loading', actions: 'reset' } },
  states: {
    loading: {
      description: 'GET /auth/two-factor.',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => ({ status: event.output }) },
            target: 'on',
            actions: assign({ status: ({ event }) => event.output }),
          },
          { target: 'off', actions: assign({ status: ({ event }) => event.output }) },
        ],
        onError: failTo('failed'),
      },
    },
    failed: { description: 'The status could not be read; the page offers to try again.' },
    off: {
      description: 'Two-factor sign-in is off; the trader may turn it on.',
      initial: 'ready',
      states: {
        ready: {
          description: 'The button to turn it on is shown.',
          on: { 'twoFactor.start': { target: 'enrolling', actions: 'clearError' } },
        },
        enrolling: {
          description: 'POST /auth/two-factor/enrol: a new secret and its QR code.',
          invoke: {
            id: 'enrol',
            src: 'enrol',
            onDone: {
              target: '#twoFactorSettings.setup',
              actions: assign({ enrolment: ({ event }) => event.output }),
            },
            onError: failTo('ready'),
          },
        },
      },
    },
    setup: {
      description: 'The QR code and the secret are shown; the first code from the app confirms.',
      initial: 'awaitingCode',
      on: {
        'twoFactor.cancel': {
          target: 'off',
          actions: [assign({ enrolment: null }), 'clearError'],
        },
      },
      states: {
        awaitingCode: {
          description: 'Waiting for the first code from the app.',
          on: {
            'twoFactor.confirm': codeRequired({ target: 'confirming', actions: 'clearError' }),
          },
        },
        confirming: {
          description: 'POST /auth/two-factor/confirm with the code.',
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: typedCode,
            onDone: {
              target: '#twoFactorSettings.showingRecoveryCodes',
              actions: assign({
                recoveryCodes: ({ event }) => event.output,
                enrolment: null,
                status: ({ event }) => ({ enabled: true, recoveryCodesLeft: event.output.length }),
              }),
            },
            onError: failTo('awaitingCode'),
          },
        },
      },
    },
    showingRecoveryCodes: {
      description:
        'Two-factor is on; the ten recovery codes (first or renewed) are shown this once.',
      on: {
        'twoFactor.codesSaved': { target: 'on', actions: assign({ recoveryCodes: null }) },
      },
    },
    on: {
      description:
        'Two-factor sign-in is on; turning it off needs a code; new recovery codes need a step-up.',
      initial: 'ready',
      states: {
        ready: {
          description: 'The code form to turn it off and the button for new recovery codes.',
          on: {
            'twoFactor.renewCodes': {
              target: 'renewing',
              actions: ['clearError', assign({ renewError: null })],
            },
            'twoFactor.disable': codeRequired({
              target: 'disabling',
              actions: ['clearError', assign({ renewError: null })],
            }),
          },
        },
        renewing: {
          description:
            'POST /auth/two-factor/recovery-codes: the step-up dialog asks for the code first, then the call is sent again.',
          invoke: {
            id: 'renewCodes',
            src: 'renewCodes',
            onDone: {
              target: '#twoFactorSettings.showingRecoveryCodes',
              actions: assign({
                recoveryCodes: ({ event }) => event.output,
                status: ({ event }) => ({ enabled: true, recoveryCodesLeft: event.output.length }),
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                renewError: ({ event }) => failureText(event.error, messages.unexpected),
              }),
            },
          },
        },
        disabling: {
          description: 'POST /auth/two-factor/disable with the code.',
          invoke: {
            id: 'disable',
            src: 'disable',
            input: typedCode,
            onDone: {
              target: '#twoFactorSettings.off',
              actions: assign({ status: { enabled: false, recoveryCodesLeft: 0 } }),
            },
            onError: failTo('ready'),
          },
        },
      },
    },
  },
});
