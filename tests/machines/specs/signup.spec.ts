import { REFERRAL_CODE_NOT_FOUND } from '../../../src/contracts/referral.ts';
import { formTexts } from '../../../src/machines/auth/form-rules.ts';
import type { SignupContext } from '../../../src/machines/auth/signup.machine.ts';
import { signupMachine } from '../../../src/machines/auth/signup.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import {
  bareEvents,
  emailCodeOutcomes,
  expectCountdownWhile,
  expectLoginRedirectAtEnd,
} from './helpers.ts';

const details = {
  fullName: ' Asha Rao ',
  email: 'asha@example.com',
  password: 'Secret@123',
  confirmPassword: 'Secret@123',
  referralCode: '',
  consent: true,
};

const stepOf = (tags: ReadonlySet<string>) =>
  ['step1', 'step2', 'step3', 'step4'].filter((tag) => tags.has(tag));

export const signupSpec: ModelSpec = defineModelSpec({
  name: 'signup',
  machine: signupMachine,
  events: {
    'signup.submitDetails': [
      // Every rule broken at once: all four reasons show together.
      {
        type: 'signup.submitDetails',
        fullName: ' ',
        email: 'asha@',
        password: 'weak',
        confirmPassword: 'weaker',
        referralCode: '',
        consent: false,
      },
      { type: 'signup.submitDetails', ...details },
    ],
    ...bareEvents('signup.editDetails'),
    'signup.submitProfile': [
      { type: 'signup.submitProfile', phoneNumber: 'call me' },
      { type: 'signup.submitProfile', phoneNumber: '+91 98765 43210' },
      // After a refused referral code: the corrected code comes with the phone number.
      { type: 'signup.submitProfile', phoneNumber: '+91 98765 43210', referralCode: ' K7M2Q9XA ' },
    ],
  },
  invokes: {
    emailCode: { done: emailCodeOutcomes('Too many codes requested.') },
    createAccount: {
      done: [undefined],
      error: [
        // Plain objects: the traversal tells events apart by their JSON, and an Error's is {}.
        { message: 'An account with this email already exists. Please log in instead.' },
        { message: REFERRAL_CODE_NOT_FOUND },
      ],
    },
  },
  project: (snapshot) => {
    const c = snapshot.context as SignupContext;
    return {
      email: c.email,
      hasPassword: c.password !== '',
      token: c.verificationToken,
      phoneNumber: c.phoneNumber,
      referralCode: c.referralCode,
      errors: c.errors,
    };
  },
  check: ({ run, event, snapshot }) => {
    expectCountdownWhile(snapshot, snapshot.matches('complete'));
    const c = snapshot.context as SignupContext;
    const steps = stepOf(new Set(snapshot.tags));
    if (steps.length !== 1) throw new Error(`expected exactly one step tag, got ${steps.join()}`);
    if (event.type === 'signup.submitDetails' && snapshot.matches('details')) {
      const fields = c.errors.map((e) => e.field).join();
      if (fields !== 'fullName,email,password,confirmPassword,consent') {
        throw new Error(`every broken rule must show at once, got ${fields}`);
      }
    }
    if (event.type === 'signup.submitDetails' && snapshot.matches('verifyEmail')) {
      if (c.fullName !== 'Asha Rao') throw new Error('full name not trimmed');
      if (!c.consent) throw new Error('the accepted terms must be kept for the sign-up call');
    }
    if (event.type === 'xstate.done.actor.emailCode') {
      if (snapshot.matches('profile') && c.verificationToken !== 'vt-1') {
        throw new Error('the verified code’s token must be kept for the sign-up call');
      }
      if (snapshot.matches('details') && c.errors[0]?.message !== 'Too many codes requested.') {
        throw new Error('an unsent code must say why on step 1');
      }
    }
    if (event.type === 'xstate.done.actor.createAccount') {
      if (steps[0] !== 'step4') throw new Error('creating the account must open step 4');
      if (!run.calls.some((call) => call.action === 'clearAuthentication')) {
        throw new Error('completion must clear authentication');
      }
      // Issue 25: the account this browser opened is noted, so its first login starts in rupees.
      const noted = run.calls.find((call) => call.action === 'rememberNewTrader');
      if (JSON.stringify(noted?.params) !== JSON.stringify({ email: c.email }) || c.email === '') {
        throw new Error(
          `completion must note the new trader's email, noted ${JSON.stringify(noted)}`,
        );
      }
      if (c.password !== '' || c.verificationToken !== null) {
        throw new Error('the password and token must not outlive the sign-up');
      }
    }
    if (event.type === 'signup.submitProfile' && snapshot.matches({ profile: 'editing' })) {
      if (c.errors[0]?.message !== formTexts.phoneInvalid)
        throw new Error('bad phone not reported');
    }
    if (event.type === 'xstate.error.actor.createAccount') {
      const refused = (event as unknown as { error: { message: string } }).error.message;
      const field = refused === REFERRAL_CODE_NOT_FOUND ? 'referralCode' : 'form';
      if (c.errors[0]?.field !== field || c.errors[0]?.message !== refused) {
        throw new Error(`a failed sign-up must say why, on the ${field} field`);
      }
    }
    if (event.type === 'signup.submitProfile' && snapshot.matches({ profile: 'creating' })) {
      const typed = (event as unknown as { referralCode?: string }).referralCode;
      if (typed !== undefined && c.referralCode !== typed.trim()) {
        throw new Error('a corrected referral code must be sent, trimmed');
      }
    }
    expectLoginRedirectAtEnd(run, snapshot, 'asha@example.com');
  },
});
