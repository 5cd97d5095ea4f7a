import type {
  LoginResponse,
  LoginUser,
  MeResponse,
  SendEmailVerifyResponse,
  SignupManualRequest,
  VerifyEmailOtpResponse,
} from '../contracts/auth.ts';
import { authPaths } from '../contracts/auth-paths.ts';
import { marketPaths } from '../contracts/market-paths.ts';
import type {
  TwoFactorChallenge,
  TwoFactorEnabled,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '../contracts/two-factor.ts';
import type { Currency } from '../domain/money/currency.ts';
import { isNotFound } from './http/api-error.ts';
import type { HttpClient, HttpResponse } from './http/client.ts';

/** Public calls: no bearer token, and a 401 (wrong password, wrong code) is an answer, not expiry. */
const publicCall = { bearer: false, refreshOnUnauthorized: false } as const;

/** The auth calls of spec section 7, typed by the shared contracts. */
export interface AuthApi {
  sendEmailVerify(email: string): Promise<SendEmailVerifyResponse>;
  verifyEmailOtp(email: string, otp: string): Promise<VerifyEmailOtpResponse>;
  signupManual(request: SignupManualRequest): Promise<HttpResponse<unknown>>;
  /** The session, or a two-factor challenge when the account has two-factor sign-in on. */
  login(email: string, password: string): Promise<LoginResponse | TwoFactorChallenge>;
  loginSecondFactor(challengeToken: string, code: string): Promise<LoginResponse>;
  twoFactorStatus(): Promise<TwoFactorStatus>;
  enrolTwoFactor(): Promise<TwoFactorEnrolment>;
  confirmTwoFactor(code: string): Promise<TwoFactorEnabled>;
  disableTwoFactor(code: string): Promise<void>;
  /** Ten new recovery codes (the call asks for a step-up first); the old ones are void. */
  renewRecoveryCodes(): Promise<TwoFactorEnabled>;
  /** POST logout with the ending session's token (local data may be cleared already). */
  logout(token: string | null): Promise<void>;
  me(): Promise<LoginUser>;
  updateCurrency(email: string, currency: Currency): Promise<void>;
  sendForgotPasswordOtp(email: string): Promise<void>;
  resetPassword(email: string, newPassword: string, verificationToken: string): Promise<void>;
  /** POST /market/cancel-ws {userId}; a 404 (no market service yet) counts as done. */
  cancelMarketConnection(userId: string, token: string | null): Promise<void>;
}

export function createAuthApi(http: HttpClient, marketBaseURL: string): AuthApi {
  return {
    sendEmailVerify: (email) =>
      http.request(authPaths.sendEmailVerify, { ...publicCall, method: 'POST', body: { email } }),
    verifyEmailOtp: (email, otp) =>
      http.request(authPaths.verifyEmailOtp, {
        ...publicCall,
        method: 'POST',
        body: { email, otp },
      }),
    signupManual: (request) =>
      http.requestWithStatus(authPaths.signupManual, {
        ...publicCall,
        method: 'POST',
        body: { ...request },
      }),
    login: (email, password) =>
      http.request(authPaths.loginManual, {
        ...publicCall,
        method: 'POST',
        body: { email, password },
      }),
    loginSecondFactor: (challengeToken, code) =>
      http.request(authPaths.loginSecondFactor, {
        ...publicCall,
        method: 'POST',
        body: { challengeToken, code },
      }),
    twoFactorStatus: () => http.request(authPaths.twoFactor, {}),
    enrolTwoFactor: () => http.request(authPaths.twoFactorEnrol, { method: 'POST', body: {} }),
    confirmTwoFactor: (code) =>
      http.request(authPaths.twoFactorConfirm, { method: 'POST', body: { code } }),
    disableTwoFactor: async (code) => {
      await http.request(authPaths.twoFactorDisable, { method: 'POST', body: { code } });
    },
    renewRecoveryCodes: () =>
      http.request(authPaths.twoFactorRecoveryCodes, { method: 'POST', body: {} }),
    logout: async (token) => {
      await http.request(authPaths.logout, {
        method: 'POST',
        body: {},
        token,
        refreshOnUnauthorized: false,
      });
    },
    me: async () => (await http.request<MeResponse>(authPaths.me, {})).user,
    updateCurrency: async (email, currency) => {
      await http.request(authPaths.updateCurrency, {
        method: 'PATCH',
        body: { email, currency },
      });
    },
    sendForgotPasswordOtp: async (email) => {
      await http.request(authPaths.sendForgotPasswordOtp, {
        ...publicCall,
        method: 'POST',
        body: { email },
      });
    },
    resetPassword: async (email, newPassword, verificationToken) => {
      await http.request(authPaths.resetPassword, {
        ...publicCall,
        method: 'POST',
        body: { email, new_password: newPassword, verificationToken },
      });
    },
    cancelMarketConnection: async (userId, token) => {
      try {
        await http.request(marketPaths.cancelWs, {
          baseURL: marketBaseURL,
          method: 'POST',
          body: { userId },
          token,
          refreshOnUnauthorized: false,
        });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}
