import { messages } from '../../../src/domain/errors/messages.ts';
import type { ForgotPasswordContext } from '../../../src/machines/auth/forgot-password.machine.ts';
import { forgotPasswordMachine } from '../../../src/machines/auth/forgot-password.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import {
  emailCodeOutcomes,
  expectCountdownWhile,
  expectLoginRedirectAtEnd,
  samples,
} from './helpers.ts';

const v = messages.validation;
const f = messages.forgotPassword;

export const forgotPasswordSpec: ModelSpec = defineModelSpec({
  name: 'forgot-password',
  machine: forgotPasswordMachine,
  events: {
    ...samples('forgot.submitEmail', { email: 'asha@' }, { email: ' asha@example.com ' }),
    // The three failures of spec section 5 in their order, then a good one.
    ...samples(
      'forgot.submitPassword',
      { password: 'New@Pass1', confirmation: 'New@Pass2' },
      { password: 'weakpass', confirmation: 'weakpass' },
      { password: 'New@Pass1', confirmation: 'New@Pass1' },
    ),
  },
  invokes: {
    emailCode: { done: emailCodeOutcomes('Failed to send OTP') },
    resetPassword: { done: [undefined], error: [new Error('Failed to reset password')] },
  },
  project: (snapshot) => {
    const c = snapshot.context as ForgotPasswordContext;
    return {
      email: c.email,
      token: c.verificationToken,
      verified: c.verified,
      errors: c.errors,
    };
  },
  check: ({ run, event, snapshot }) => {
    expectCountdownWhile(snapshot, snapshot.matches('success'));
    const c = snapshot.context as ForgotPasswordContext;
    if (event.type === 'forgot.submitEmail' && snapshot.matches('email')) {
      if (c.errors[0]?.message !== v.invalidEmail) throw new Error('bad email not reported');
    }
    if (snapshot.matches('reset') && c.email !== 'asha@example.com') {
      throw new Error('the code step needs the (trimmed) email');
    }
    if (event.type === 'xstate.done.actor.emailCode' && snapshot.matches('email')) {
      if (c.errors[0]?.message !== 'Failed to send OTP')
        throw new Error('unsent code not reported');
    }
    if (
      event.type === 'forgot.submitPassword' &&
      snapshot.matches({ reset: { password: 'editing' } })
    ) {
      const password = (event as { password?: string }).password;
      const confirmation = (event as { confirmation?: string }).confirmation;
      const expected = !c.verified
        ? f.otpNotVerified
        : password !== confirmation
          ? v.passwordsDoNotMatch
          : v.weakPassword;
      if (c.errors[0]?.message !== expected) {
        throw new Error(`expected "${expected}", got ${JSON.stringify(c.errors)}`);
      }
    }
    if (
      event.type === 'forgot.submitPassword' &&
      snapshot.matches({ reset: { password: 'resetting' } }) &&
      c.verificationToken !== 'vt-1'
    ) {
      throw new Error('reset started without the verified code’s token');
    }
    if (event.type === 'xstate.done.actor.resetPassword') {
      if (!snapshot.matches('success')) throw new Error('a reset must show success');
      if (c.verificationToken !== null) throw new Error('a spent token must be dropped');
    }
    expectLoginRedirectAtEnd(run, snapshot, 'asha@example.com');
  },
});
