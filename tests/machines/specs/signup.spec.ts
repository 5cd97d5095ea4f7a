import { messages } from '../../../src/domain/errors/messages.ts';
import { formTexts } from '../../../src/machines/auth/form-rules.ts';
import type { SignupContext } from '../../../src/machines/auth/signup.machine.ts';
import { signupMachine, signupTexts } from '../../../src/machines/auth/signup.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';

const details = {
  fullName: ' Asha Rao ',
  email: 'asha@example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  referralCode: '',
};

const stepOf = (tags: ReadonlySet<string>) =>
  ['step1', 'step2', 'step3', 'step4'].filter((tag) => tags.has(tag));

export const signupSpec: ModelSpec = defineModelSpec({
  name: 'signup',
  machine: signupMachine,
  events: {
    'signup.submitDetails': [
      { type: 'signup.submitDetails', ...details, confirmPassword: 'Secret@124' },
      { type: 'signup.submitDetails', ...details },
    ],
    'signup.otpChanged': [
      { type: 'signup.otpChanged', otp: '12345' },
      { type: 'signup.otpChanged', otp: '123456' },
    ],
    'signup.resendOtp': [{ type: 'signup.resendOtp' }],
    'signup.editDetails': [{ type: 'signup.editDetails' }],
    'signup.submitProfile': [
      { type: 'signup.submitProfile', phoneNumber: 'call me' },
      { type: 'signup.submitProfile', phoneNumber: '+91 98765 43210' },
    ],
  },
  invokes: {
    sendEmailOtp: { done: [{ otpToken: 't' }], error: [new Error('Too many codes requested.')] },
    resendEmailOtp: { done: [{ otpToken: 't' }], error: [{}] },
    verifyEmailOtp: {
      done: [{ message: 'ok', verificationToken: 'vt-1' }],
      error: [new Error('Invalid OTP.')],
    },
    createAccount: {
      done: [undefined],
      error: [new Error('An account with this email already exists. Please log in instead.')],
    },
  },
  // The OTP text and the notice only show; what matters is whether a code is being typed.
  project: (snapshot) => {
    const c = snapshot.context as SignupContext;
    return {
      email: c.email,
      hasPassword: c.password !== '',
      phoneNumber: c.phoneNumber,
      otp: c.otp,
      error: c.error,
    };
  },
  check: ({ run, event, snapshot }) => {
    const c = snapshot.context as SignupContext;
    const steps = stepOf(new Set(snapshot.tags));
    if (steps.length !== 1) throw new Error(`expected exactly one step tag, got ${steps.join()}`);
    if (event.type === 'xstate.done.actor.sendEmailOtp') {
      if (steps[0] !== 'step2') throw new Error('sending the code must open step 2');
      if (c.notice !== signupTexts.codeSent('asha@example.com')) throw new Error('no code notice');
      if (c.fullName !== 'Asha Rao') throw new Error('full name not trimmed');
    }
    if (event.type === 'xstate.done.actor.verifyEmailOtp' && steps[0] !== 'step3') {
      throw new Error('verifying the code must open step 3');
    }
    if (event.type === 'xstate.done.actor.verifyEmailOtp' && c.verificationToken !== 'vt-1') {
      throw new Error('the account must be created with the token the code check answered');
    }
    if (event.type === 'xstate.done.actor.createAccount') {
      if (steps[0] !== 'step4') throw new Error('creating the account must open step 4');
      if (!run.calls.some((call) => call.action === 'clearAuthentication')) {
        throw new Error('completion must clear authentication');
      }
      if (c.password !== '') throw new Error('the password must not outlive the sign-up');
    }
    if (
      event.type === 'xstate.error.actor.resendEmailOtp' &&
      c.error?.message !== messages.unexpected
    ) {
      throw new Error('a resend failure without text needs the fallback');
    }
    if (event.type === 'signup.submitProfile' && snapshot.matches({ profile: 'editing' })) {
      if (c.error?.message !== formTexts.phoneInvalid) throw new Error('bad phone not reported');
    }
    if (event.type === 'signup.submitDetails' && snapshot.matches({ details: 'editing' })) {
      if (c.error?.message !== messages.validation.passwordsDoNotMatch) {
        throw new Error(`mismatch reported as ${JSON.stringify(c.error)}`);
      }
    }
    const redirects = run.calls.filter((call) => call.action === 'redirectToLogin').length;
    if (redirects !== (snapshot.status === 'done' ? 1 : 0)) {
      throw new Error('/login must follow exactly once, at the end');
    }
  },
});
