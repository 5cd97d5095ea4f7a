import { fromPromise } from 'xstate';
import { forgotPasswordErrorMessage } from '../domain/errors/api-error-message.ts';
import { messages } from '../domain/errors/messages.ts';
import { validateResendEmail } from '../domain/validation/forgot-password.ts';
import { forgotPasswordMachine } from '../machines/auth/forgot-password.machine.ts';
import { type NewAccount, signupMachine } from '../machines/auth/signup.machine.ts';
import type { AuthApi } from './auth-api.ts';

/** The sign-up call with the checks of spec section 5 around it. */
export async function createAccount(api: AuthApi, account: NewAccount): Promise<void> {
  if (account.email === '' || account.password === '' || account.fullName === '') {
    throw new Error(messages.missingUserData);
  }
  const response = await api.signupManual({
    fullname: account.fullName,
    email: account.email,
    password: account.password,
    referral_code: account.referralCode === '' ? null : account.referralCode,
    phone_number: account.phoneNumber === '' ? null : account.phoneNumber,
    verificationToken: account.verificationToken,
  });
  if (response.status !== 201) throw new Error(messages.signupFailed);
}

/**
 * Forgot-password calls answer with the order of spec section 8 for that flow: the body's
 * detail, then details, then the error's own message, then the call's fallback.
 */
async function withForgotPasswordMessage<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(forgotPasswordErrorMessage(error, fallback));
  }
}

const f = messages.forgotPassword;

export interface FlowPorts {
  readonly navigate: (to: string) => void;
  /** Ends any signed-in session without asking (sign-up completion). */
  readonly clearAuthentication: () => void;
}

export const provideSignupMachine = (api: AuthApi, ports: FlowPorts) =>
  signupMachine.provide({
    actors: {
      sendEmailOtp: fromPromise(({ input }) => api.sendEmailVerify(input.email)),
      verifyEmailOtp: fromPromise(({ input }) => api.verifyEmailOtp(input.email, input.otp)),
      createAccount: fromPromise(({ input }) => createAccount(api, input)),
    },
    actions: {
      clearAuthentication: () => ports.clearAuthentication(),
      redirectToLogin: () => ports.navigate('/login'),
    },
  });

export const provideForgotPasswordMachine = (api: AuthApi, ports: Pick<FlowPorts, 'navigate'>) =>
  forgotPasswordMachine.provide({
    actors: {
      sendResetOtp: fromPromise(({ input }) =>
        withForgotPasswordMessage(() => api.sendForgotPasswordOtp(input.email), f.sendOtpFailed),
      ),
      resendResetOtp: fromPromise(async ({ input }) => {
        const check = validateResendEmail(input.email);
        if (!check.ok) throw new Error(check.message);
        await withForgotPasswordMessage(
          () => api.sendForgotPasswordOtp(input.email),
          f.sendOtpFailed,
        );
      }),
      verifyResetOtp: fromPromise(({ input }) =>
        withForgotPasswordMessage(() => api.verifyEmailOtp(input.email, input.otp), f.invalidOtp),
      ),
      resetPassword: fromPromise(({ input }) =>
        withForgotPasswordMessage(
          () => api.resetPassword(input.email, input.newPassword, input.verificationToken),
          f.resetPasswordFailed,
        ),
      ),
    },
    actions: {
      redirectToLogin: () => ports.navigate('/login'),
    },
  });
