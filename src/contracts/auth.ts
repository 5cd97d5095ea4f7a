import { type Static, Type } from 'typebox';
import { SignupConsent } from './consent.ts';
import { accountFields, literals, Secret, withMessage } from './schema-parts.ts';

export { authPaths } from './auth-paths.ts';

/**
 * The auth calls of spec section 7, under /api/v1/auth. One schema per message, used by the server's
 * routes and by the web app's HTTP service alike.
 */

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Currency = literals('USD', 'INR');

export const EmailRequest = Type.Object({ email: Email });
export type EmailRequest = Static<typeof EmailRequest>;

export const SendEmailVerifyResponse = withMessage({
  otpToken: Type.String(),
});
export type SendEmailVerifyResponse = Static<typeof SendEmailVerifyResponse>;

export const VerifyEmailOtpRequest = Type.Object({
  email: Email,
  otp: Type.String({ maxLength: 6 }),
});
export type VerifyEmailOtpRequest = Static<typeof VerifyEmailOtpRequest>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/**
 * A checked code answers a single-use token bound to that email and the code's purpose (sign-up or
 * reset). Sign-up and reset must present it: knowing a verified email is not enough.
 */
export const VerifyEmailOtpResponse = withMessage({
  verificationToken: Type.String(),
});
export type VerifyEmailOtpResponse = Static<typeof VerifyEmailOtpResponse>;

/** Optional in the schema so that a missing token gets the route's own clear answer. */
const VerificationToken = Type.Optional(Secret);

export const SignupManualRequest = Type.Object({
  fullname: Type.String({ minLength: 1, maxLength: 120 }),
  email: Email,
  password: Secret,
  referral_code: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  phone_number: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  verificationToken: VerificationToken,
  /** The Terms and the Risk Disclosure accepted, and their version (src/contracts/consent.ts). */
  consent: Type.Optional(SignupConsent),
});
export type SignupManualRequest = Static<typeof SignupManualRequest>;

/** 201 answer of the manual sign-up. */
export const SignupManualResponse = withMessage({
  user: Type.Object(accountFields),
});
export type SignupManualResponse = Static<typeof SignupManualResponse>;

export const LoginManualRequest = Type.Object({
  email: Email,
  password: Secret,
});
export type LoginManualRequest = Static<typeof LoginManualRequest>;

/** Which trading notices the trader wants shown (both on for a new account). */
export const NotificationPreferences = Type.Object({
  orderToasts: Type.Boolean(),
  liquidationAlerts: Type.Boolean(),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

export const LoginUser = Type.Object({
  ...accountFields,
  is_verified: Type.Boolean(),
  profileComplete: Type.Boolean(),
  isEmailVerified: Type.Boolean(),
  currency: Currency,
  notificationPreferences: NotificationPreferences,
});
export type LoginUser = Static<typeof LoginUser>;

export const LoginResponse = Type.Object({ token: Type.String(), user: LoginUser });
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshResponse = Type.Object({ data: Type.Object({ token: Type.String() }) });
export type RefreshResponse = Static<typeof RefreshResponse>;

export const UpdateCurrencyRequest = Type.Object({ email: Email, currency: Currency });
export type UpdateCurrencyRequest = Static<typeof UpdateCurrencyRequest>;

export const UpdateCurrencyResponse = withMessage({ currency: Currency });
export type UpdateCurrencyResponse = Static<typeof UpdateCurrencyResponse>;

/** GET /auth/me: the same user as the login response, for the bearer's account. */
export const MeResponse = Type.Object({ user: LoginUser });
export type MeResponse = Static<typeof MeResponse>;

export const ResetPasswordRequest = Type.Object({
  email: Email,
  new_password: Secret,
  verificationToken: VerificationToken,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** PUT /auth/notification-preferences: only the preferences given change. */
export const UpdateNotificationPreferencesRequest = Type.Object(
  {
    orderToasts: Type.Optional(Type.Boolean()),
    liquidationAlerts: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateNotificationPreferencesRequest = Static<
  typeof UpdateNotificationPreferencesRequest
>;

export const NotificationPreferencesResponse = Type.Object({
  notificationPreferences: NotificationPreferences,
});
export type NotificationPreferencesResponse = Static<typeof NotificationPreferencesResponse>;

/** POST /auth/change-password (bearer): every other session of the account ends. */
export const ChangePasswordRequest = Type.Object({
  current_password: Secret,
  new_password: Secret,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** One login session of the trader, as GET /auth/sessions lists it. */
export const SignedInSession = Type.Object({
  sessionId: Type.String(),
  /** Browser and system from the user agent, e.g. "Chrome on Linux". */
  device: Type.String(),
  /** The address it was last seen from, shortened (e.g. "203.0.113.x"). */
  ipHint: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session of the token that asked. */
  current: Type.Boolean(),
});
export type SignedInSession = Static<typeof SignedInSession>;

export const SessionsResponse = Type.Object({ sessions: Type.Array(SignedInSession) });
export type SessionsResponse = Static<typeof SessionsResponse>;

/** POST /auth/sessions/sign-out-everywhere: how many other sessions were ended. */
export const SignOutEverywhereResponse = withMessage({
  signedOut: Type.Integer({ minimum: 0 }),
});
export type SignOutEverywhereResponse = Static<typeof SignOutEverywhereResponse>;
