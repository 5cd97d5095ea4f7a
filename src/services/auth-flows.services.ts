import { fromPromise } from 'xstate';
import { CONSENT_VERSION, consentMessages } from '../contracts/consent.ts';
import { forgotPasswordErrorMessage } from '../domain/errors/api-error-message.ts';
import { messages } from '../domain/errors/messages.ts';
import { validateResendEmail } from '../domain/validation/forgot-password.ts';
import { emailCodeMachine } from '../machines/auth/email-code.machine.ts';
import { forgotPasswordMachine } from '../machines/auth/forgot-password.machine.ts';
import { type NewAccount, signupMachine } from '../machines/auth/signup.machine.ts';
import type { AuthApi } from './auth-api.ts';

/** The sign-up call with the checks of spec section 5 around it. */
export async function createAccount(api: AuthApi, account: NewAccount): Promise<void> {
  if (account.email === '' || account.password === '' || account.fullName === '') {
    throw new Error(messages.missingUserData);
  }
  if (!account.consent) throw new Error(consentMessages.missing);
  const response = await api.signupManual({
    fullname: account.fullName,
    email: account.email,
    password: account.password,
    referral_code: account.referralCode === '' ? null : account.referralCode,
    phone_number: account.phoneNumber === '' ? null : account.phoneNumber,
    ...(account.verificationToken ? { verificationToken: account.verificationToken } : {}),
    consent: { terms: true, riskDisclosure: true, version: CONSENT_VERSION },
  });
  if (response.status !== 201) throw new Error(messages.signupFailed);
}

/**
 * Forgot-password calls answer with the order of spec section 8 for that flow: the body's
 * detail, then details, then the error's own message, then the call's fallback.
 */
async function withForgotPasswordMessage(call: () => Promise<unknown>, fallback: string) {
  try {
    await call();
  } catch (error) {
    throw new Error(forgotPasswordErrorMessage(error, fallback));
  }
}

const f = messages.forgotPassword;

/** What a page finds in history.state when a flow sends the person there (e.g. the email to log in with). */
export interface FlowNavigationState {
  readonly email?: string;
}

export interface FlowPorts {
  readonly navigate: (to: string, state?: FlowNavigationState) => void;
  /** Ends any signed-in session without asking (sign-up completion). */
  readonly clearAuthentication: () => void;
  /** Notes the account this browser opened, for its first login (services/new-trader.ts). */
  readonly rememberNewTrader: (email: string) => void;
}

/** The emailed-code child with the calls of one flow. */
const emailCodeWith = (
  sendCode: (email: string) => Promise<unknown>,
  verifyCode: (email: string, otp: string) => Promise<unknown>,
) =>
  emailCodeMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => sendCode(input.email)),
      verifyCode: fromPromise(({ input }) => verifyCode(input.email, input.otp)),
    },
  });

export const provideSignupMachine = (api: AuthApi, ports: FlowPorts) =>
  signupMachine.provide({
    actors: {
      emailCode: emailCodeWith(
        (email) => api.sendEmailVerify(email),
        (email, otp) => api.verifyEmailOtp(email, otp),
      ),
      createAccount: fromPromise(({ input }) => createAccount(api, input)),
    },
    actions: {
      clearAuthentication: () => ports.clearAuthentication(),
      rememberNewTrader: (_, { email }) => ports.rememberNewTrader(email),
      redirectToLogin: (_, { email }) => ports.navigate('/login', { email }),
    },
  });

/** Sending a reset code needs the email (spec section 5: resend with no email). */
async function sendResetCode(api: AuthApi, email: string): Promise<void> {
  const check = validateResendEmail(email);
  if (!check.ok) throw new Error(check.message);
  await withForgotPasswordMessage(() => api.sendForgotPasswordOtp(email), f.sendOtpFailed);
}

export const provideForgotPasswordMachine = (api: AuthApi, ports: Pick<FlowPorts, 'navigate'>) =>
  forgotPasswordMachine.provide({
    actors: {
      emailCode: emailCodeWith(
        (email) => sendResetCode(api, email),
        async (email, otp) => {
          try {
            return await api.verifyEmailOtp(email, otp);
          } catch (error) {
            throw new Error(forgotPasswordErrorMessage(error, f.invalidOtp));
          }
        },
      ),
      resetPassword: fromPromise(({ input }) =>
        withForgotPasswordMessage(
          () => api.resetPassword(input.email, input.newPassword, input.verificationToken ?? ''),
          f.resetPasswordFailed,
        ),
      ),
    },
    actions: {
      redirectToLogin: (_, { email }) => ports.navigate('/login', { email }),
    },
  });
