import type { AnyStateMachine } from 'xstate';
import { emailCodeMachine } from './auth/email-code.machine.ts';
import { forgotPasswordMachine } from './auth/forgot-password.machine.ts';
import { sessionMachine } from './auth/session.machine.ts';
import { signupMachine } from './auth/signup.machine.ts';
import { chatbotMachine } from './chatbot/chatbot.machine.ts';
import { currencyMachine } from './currency/currency.machine.ts';
import { guestMachine } from './guest/guest.machine.ts';
import { kycMachine } from './kyc/kyc.machine.ts';
import { persistenceMachine } from './persistence/persistence.machine.ts';
import { profileMachine } from './profile/profile.machine.ts';
import { publicFormMachine } from './public-form/public-form.machine.ts';
import { rootMachine } from './root.machine.ts';
import { marketSocketMachine } from './sockets/market-socket.ts';
import { themeMachine } from './theme/theme.machine.ts';

/** A state or transition that no event sequence can reach, with the reason an auditor can check. */
export interface UnreachableItem {
  readonly kind: 'state' | 'transition';
  /** State id (e.g. `theme.dark`) or transition key `<sourceStateId> -- <eventType> --> <targetStateId>`. */
  readonly id: string;
  readonly reason: string;
}

export interface MachineEntry {
  /** File-name-safe name: the doc is written to docs/statecharts/<name>.md. */
  readonly name: string;
  /** One line on what the machine models, for docs/statecharts/index.md. */
  readonly summary: string;
  readonly machine: AnyStateMachine;
  readonly unreachable?: readonly UnreachableItem[];
}

/** Every machine of the app. The statechart docs and the model-based tests both read this list. */
export const machineCatalogue: readonly MachineEntry[] = [
  {
    name: 'root',
    summary: 'The root system: spawns every long-lived actor under its systemId.',
    machine: rootMachine,
  },
  {
    name: 'theme',
    summary: 'Light or dark theme, toggled, persisted in localStorage and applied to the document.',
    machine: themeMachine,
  },
  {
    name: 'guest',
    summary: 'The guest id (g_ + 5 base-36 characters) for live data, stable until login.',
    machine: guestMachine,
  },
  {
    name: 'currency',
    summary:
      'Display currency USD or INR; the toggle flips it; a guest keeps it locally, a trader’s choice is saved with update-currency and rolled back on failure.',
    machine: currencyMachine,
  },
  {
    name: 'persistence',
    summary: 'Rehydrates the auth and funds slices from persist:root with a 5 s timeout.',
    machine: persistenceMachine,
  },
  {
    name: 'chatbot',
    summary:
      'The support help chatbot: category, question, answer with 0.5 s and 1 s typing delays, back, restart, and a message left for the support team (12 h reply).',
    machine: chatbotMachine,
  },
  {
    name: 'public-form',
    summary:
      'A public-site form (contact, API waitlist, newsletter): validated, sent once, then success or a readable error.',
    machine: publicFormMachine,
  },
  {
    name: 'market-socket',
    summary:
      'The market stream socket: the one connection machine with the market policy (ping 10 s, pong 5 s, 5 reconnects, 1 s × 2^attempt up to 30 s, none after 1000).',
    machine: marketSocketMachine,
  },
  {
    name: 'session',
    summary:
      'The trader’s session: rehydrating, anonymous (login), authenticated (valid, refreshing 30 s before expiry), logging out.',
    machine: sessionMachine,
  },
  {
    name: 'signup',
    summary:
      'Sign-up in four steps: initial info (every error at once), verify email (the email-code child), additional info, complete (3 s to /login with the email).',
    machine: signupMachine,
  },
  {
    name: 'forgot-password',
    summary:
      'Forgot password: email, the email-code child beside the new password, success and 3 s to /login with the email.',
    machine: forgotPasswordMachine,
  },
  {
    name: 'email-code',
    summary:
      'The emailed code of sign-up and reset: sent, verified at 6 digits (answering the verificationToken), resent after a 30 s cooldown.',
    machine: emailCodeMachine,
  },
  {
    name: 'kyc',
    summary:
      'KYC: a KYC session, then Aadhaar OTP (30 s resend cooldown), PAN and bank account, each requested, verified or failed with the values kept; resumes at the first unverified step; reset starts over.',
    machine: kycMachine,
  },
  {
    name: 'profile',
    summary:
      'The profile page: load (retry on failure), view, edit name and phone (checked, kept when refused), save.',
    machine: profileMachine,
  },
];
