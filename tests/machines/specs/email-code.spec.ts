import {
  type EmailCodeContext,
  emailCodeMachine,
  emailCodeTexts,
} from '../../../src/machines/auth/email-code.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, expectCountdownWhile, samples } from './helpers.ts';

const texts = {
  sendFailed: 'send fallback',
  resendFailed: 'resend fallback',
  verifyFailed: 'verify fallback',
  verified: 'Verified.',
};

export const emailCodeSpec: ModelSpec = defineModelSpec({
  name: 'email-code',
  machine: emailCodeMachine,
  input: { email: 'asha@example.com', texts },
  events: {
    ...samples('code.changed', { otp: '12345' }, { otp: '123456' }),
    ...bareEvents('code.resend'),
  },
  invokes: {
    sendCode: { done: [undefined], error: [new Error('Too many codes requested.')] },
    resendCode: { done: [undefined], error: [{}] },
    verifyCode: { done: [{ message: 'ok', verificationToken: 'vt-1' }], error: [{}] },
  },
  project: (snapshot) => {
    const c = snapshot.context as EmailCodeContext;
    return { otp: c.otp, error: c.error, token: c.verificationToken };
  },
  check: ({ event, snapshot }) => {
    expectCountdownWhile(snapshot, snapshot.matches({ active: { resend: 'coolingDown' } }));
    const c = snapshot.context as EmailCodeContext;
    if (event.type === 'xstate.done.actor.sendCode') {
      if (c.notice !== emailCodeTexts.codeSent('asha@example.com'))
        throw new Error('no sent notice');
    }
    if (event.type === 'xstate.error.actor.sendCode') {
      if (c.error?.message !== 'Too many codes requested.')
        throw new Error('the call’s reason is lost');
      if (snapshot.status !== 'done') throw new Error('an unsent code ends the child');
    }
    if (event.type === 'xstate.error.actor.resendCode' && c.error?.message !== texts.resendFailed) {
      throw new Error('a resend failure without text needs the flow’s fallback');
    }
    if (event.type === 'xstate.error.actor.verifyCode' && c.error?.field !== 'otp') {
      throw new Error('a wrong code belongs to the code field');
    }
    if (event.type === 'xstate.done.actor.resendCode' && c.otp !== '') {
      throw new Error('a new code clears the one typed so far');
    }
    if (event.type === 'xstate.done.actor.verifyCode') {
      const output = snapshot.output as { verificationToken: string | null; error: unknown };
      if (output.verificationToken !== 'vt-1' || output.error !== null) {
        throw new Error(`the token must reach the flow, got ${JSON.stringify(output)}`);
      }
    }
  },
});
