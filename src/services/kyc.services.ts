import { fromPromise } from 'xstate';
import { type ApiErrorLike, apiErrorMessage } from '../domain/errors/api-error-message.ts';
import { messages } from '../domain/errors/messages.ts';
import type { AccountNotice } from '../domain/trading/account-notice.ts';
import { kycMachine, kycTexts } from '../machines/kyc/kyc.machine.ts';
import { profileMachine } from '../machines/profile/profile.machine.ts';
import type { KycApi } from './kyc-api.ts';

/**
 * Spec section 8 for KYC: the answer's own text, or the network and timeout texts, and otherwise
 * the call's KYC default ('Failed to send OTP', …) instead of the general 'An unexpected error'.
 */
export function kycFailureMessage(error: unknown, fallback: string): string {
  const like = (error ?? {}) as ApiErrorLike;
  const text = apiErrorMessage({
    body: like.body,
    ...(like.code === undefined ? {} : { code: like.code }),
  });
  return text === messages.unexpected ? fallback : text;
}

async function withKycMessage<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(kycFailureMessage(error, fallback));
  }
}

const k = messages.kyc;

/** The KYC flow with the real calls; `tell` leaves its result in the bell. */
export const provideKycMachine = (api: KycApi, tell: (notice: AccountNotice) => void) =>
  kycMachine.provide({
    actions: { tellAccount: (_, notice) => tell(notice) },
    actors: {
      authenticate: fromPromise(() =>
        withKycMessage(async () => {
          const accessToken = await api.authenticate();
          return { accessToken, status: await api.status() };
        }, k.authenticateFailed),
      ),
      sendAadhaarOtp: fromPromise(({ input }) =>
        withKycMessage(
          async () => ({
            referenceId: await api.sendAadhaarOtp(input.accessToken, input.aadhaarNumber),
          }),
          k.sendOtpFailed,
        ),
      ),
      verifyAadhaarOtp: fromPromise(({ input }) =>
        withKycMessage(
          () =>
            api.verifyAadhaarOtp(
              input.accessToken,
              input.referenceId,
              input.otp,
              input.aadhaarNumber,
            ),
          k.verifyOtpFailed,
        ),
      ),
      verifyPan: fromPromise(({ input }) =>
        withKycMessage(() => api.verifyPan(input.accessToken, input.details), k.verifyPanFailed),
      ),
      verifyBank: fromPromise(({ input }) =>
        withKycMessage(
          () => api.verifyBankAccount(input.accessToken, input.details),
          kycTexts.verifyBankFailed,
        ),
      ),
    },
  });

export const provideProfileMachine = (api: KycApi) =>
  profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => api.profile()),
      saveProfile: fromPromise(({ input }) => api.updateProfile(input)),
    },
  });
