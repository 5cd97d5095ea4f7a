import { messages } from '../../../src/domain/errors/messages.ts';
import type { ForgotPasswordContext } from '../../../src/machines/auth/forgot-password.machine.ts';
import {
  forgotPasswordMachine,
  forgotPasswordTexts,
} from '../../../src/machines/auth/forgot-password.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

const v = messages.validation;
const f = messages.forgotPassword;

export const forgotPasswordSpec: ModelSpec = defineModelSpec({
  name: 'forgot-password',
  machine: forgotPasswordMachine,
  events: {
    'forgot.submitEmail': [
      { type: 'forgot.submitEmail', email: 'asha@' },
      { type: 'forgot.submitEmail', email: ' asha@example.com ' },
    ],
    'forgot.otpChanged': [
      { type: 'forgot.otpChanged', otp: '12' },
      { type: 'forgot.otpChanged', otp: '654321' },
    ],
    'forgot.resendOtp': [{ type: 'forgot.resendOtp' }],
    // The three failures of spec section 5 in their order, then a good one.
    'forgot.submitPassword': [
      { type: 'forgot.submitPassword', password: 'New@Pass1', confirmation: 'New@Pass2' },
      { type: 'forgot.submitPassword', password: 'weakpass', confirmation: 'weakpass' },
      { type: 'forgot.submitPassword', password: 'New@Pass1', confirmation: 'New@Pass1' },
    ],
  },
  invokes: {
    sendResetOtp: { done: [undefined], error: [new Error('Failed to send OTP')] },
    resendResetOtp: { done: [undefined], error: [{}] },
    verifyResetOtp: {
      done: [{ message: 'ok', verificationToken: 'vt-1' }],
      error: [new Error('Invalid OTP')],
    },
    resetPassword: { done: [undefined], error: [new Error('Failed to reset password')] },
  },
  project: (snapshot) => {
    const c = snapshot.context as ForgotPasswordContext;
    return { email: c.email, otp: c.otp, otpVerified: c.otpVerified, error: c.error };
  },
  check: ({ run, event, snapshot }) => {
    const c = snapshot.context as ForgotPasswordContext;
    if (event.type === 'forgot.submitEmail' && snapshot.matches({ email: 'editing' })) {
      if (c.error?.message !== v.invalidEmail) throw new Error('bad email not reported');
    }
    if (snapshot.matches('reset') && c.email !== 'asha@example.com') {
      throw new Error('the OTP step needs the (trimmed) email');
    }
    if (
      event.type === 'forgot.submitPassword' &&
      snapshot.matches({ reset: { password: 'editing' } })
    ) {
      const password = (event as { password?: string }).password;
      const confirmation = (event as { confirmation?: string }).confirmation;
      const expected = !c.otpVerified
        ? f.otpNotVerified
        : password !== confirmation
          ? v.passwordsDoNotMatch
          : v.weakPassword;
      if (c.error?.message !== expected) {
        throw new Error(`expected "${expected}", got ${JSON.stringify(c.error)}`);
      }
    }
    if (
      event.type === 'forgot.submitPassword' &&
      snapshot.matches({ reset: { password: 'resetting' } })
    ) {
      if (!c.otpVerified) throw new Error('reset started without a verified OTP');
    }
    if (
      event.type === 'xstate.error.actor.resendResetOtp' &&
      c.error?.message !== f.resendOtpUnexpected
    ) {
      throw new Error('a resend failure without text needs its fallback');
    }
    if (
      event.type === 'xstate.done.actor.verifyResetOtp' &&
      c.notice !== forgotPasswordTexts.codeVerified
    ) {
      throw new Error('no verified notice');
    }
    if (event.type === 'xstate.done.actor.verifyResetOtp' && c.verificationToken !== 'vt-1') {
      throw new Error('the reset must carry the token the code check answered');
    }
    if (event.type === 'xstate.done.actor.resetPassword' && !snapshot.matches('success')) {
      throw new Error('a reset must show success');
    }
    const redirects = run.calls.filter((call) => call.action === 'redirectToLogin').length;
    if (redirects !== (snapshot.status === 'done' ? 1 : 0)) {
      throw new Error('/login must follow exactly once, at the end');
    }
  },
});
