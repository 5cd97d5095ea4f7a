import { type Static, Type } from 'typebox';
import { TypedCode, withMessage } from './schema-parts.ts';

/**
 * The two-factor sign-in calls under /api/v1/auth (paths in auth-paths.ts). A code is either six
 * authenticator digits or one recovery code (`xxxxx-xxxxx`, dashes and spaces ignored).
 */

/** What login answers instead of the session when the account has two-factor sign-in on. */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  /** Single-use, short-lived; sent back with the code to finish the login. */
  challengeToken: Type.String(),
});
export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>;

export const LoginSecondFactorRequest = Type.Object({
  challengeToken: Type.String({ minLength: 1, maxLength: 128 }),
  code: TypedCode,
});
export type LoginSecondFactorRequest = Static<typeof LoginSecondFactorRequest>;

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorEnrolment = Type.Object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: Type.String(),
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: Type.String(),
  /** The QR code as a PNG data URL. */
  qrDataUrl: Type.String(),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolment>;

export const TwoFactorCodeRequest = Type.Object({ code: TypedCode });
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

export const TwoFactorEnabled = withMessage({
  /** Ten single-use codes, shown this once; the server keeps only their hashes. */
  recoveryCodes: Type.Array(Type.String()),
});
export type TwoFactorEnabled = Static<typeof TwoFactorEnabled>;
