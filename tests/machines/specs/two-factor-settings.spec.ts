import {
  type TwoFactorSettingsContext,
  twoFactorSettingsMachine,
} from '../../../src/machines/two-factor/two-factor-settings.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Derivo:a%40b.co?secret=JBSWY3DPEHPK3PXP&issuer=Derivo',
  qrDataUrl: 'data:image/png;base64,AAAA',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

export const twoFactorSettingsSpec: ModelSpec = defineModelSpec({
  name: 'two-factor-settings',
  machine: twoFactorSettingsMachine,
  events: {
    ...bareEvents(
      'twoFactor.load',
      'twoFactor.start',
      'twoFactor.cancel',
      'twoFactor.codesSaved',
      'twoFactor.renewCodes',
    ),
    ...samples('twoFactor.confirm', { code: ' ' }, { code: ' 123456 ' }),
    ...samples('twoFactor.disable', { code: '' }, { code: 'abcde-fgh00' }),
  },
  invokes: {
    loadStatus: {
      done: [
        { enabled: false, recoveryCodesLeft: 0 },
        { enabled: true, recoveryCodesLeft: 7 },
      ],
      error: [new Error('Network error. Please check your connection.')],
    },
    enrol: { done: [enrolment], error: [new Error('Two-factor sign-in is already on.')] },
    confirm: { done: [codes], error: [new Error('That code is not valid.')] },
    disable: { done: [undefined], error: [new Error('That code is not valid.')] },
    renewCodes: {
      done: [codes],
      error: [new Error('Confirm your password to continue: this change needs it')],
    },
  },
  check: ({ event, snapshot }) => {
    const context = snapshot.context as TwoFactorSettingsContext;
    // The recovery codes live in memory only while they are shown, and the secret only during setup.
    if (!snapshot.matches('showingRecoveryCodes') && context.recoveryCodes !== null) {
      throw new Error('recovery codes kept after they were shown');
    }
    if (snapshot.matches('showingRecoveryCodes') && context.recoveryCodes?.length !== 10) {
      throw new Error('the ten recovery codes are not shown');
    }
    if (!snapshot.matches('setup') && context.enrolment !== null) {
      throw new Error('the secret is kept outside the setup step');
    }
    if (snapshot.matches('on') && context.status?.enabled !== true) {
      throw new Error('shown as on without an enabled status');
    }
    if (snapshot.matches('off') && context.status?.enabled === true) {
      throw new Error('shown as off with an enabled status');
    }
    // New recovery codes come back as on, with all ten left once they are saved.
    if (
      event.type === 'xstate.done.actor.renewCodes' &&
      !snapshot.matches('showingRecoveryCodes')
    ) {
      throw new Error('the new recovery codes are not shown');
    }
    if (event.type === 'xstate.error.actor.renewCodes' && context.renewError === null) {
      throw new Error('a refused renewal showed no reason by its button');
    }
    if (
      event.type.startsWith('xstate.error.actor.') &&
      event.type !== 'xstate.error.actor.renewCodes' &&
      context.error === null
    ) {
      throw new Error(`${event.type} showed no error`);
    }
    if (
      (event.type === 'twoFactor.confirm' || event.type === 'twoFactor.disable') &&
      'code' in event &&
      String(event.code).trim() === '' &&
      context.error === null
    ) {
      throw new Error('a blank code is not reported');
    }
  },
});
