import { type Static, Type } from 'typebox';
import { TypedCode, withMessage } from './schema-parts.ts';

/**
 * Changing the account's email (issue 24; not in the spec): POST /auth/change-email with the
 * X-Step-Up header mails a code to the new address, POST /auth/change-email/confirm with that
 * code makes the change. Paths in auth-paths.ts.
 */
export const ChangeEmailRequest = Type.Object({
  newEmail: Type.String({ minLength: 1, maxLength: 254 }),
});
export type ChangeEmailRequest = Static<typeof ChangeEmailRequest>;

export const ChangeEmailStarted = withMessage({
  /** The address the code went to, as the server keeps it (trimmed, lower case). */
  newEmail: Type.String(),
  /** Seconds the code is good for. */
  expiresIn: Type.Integer(),
});
export type ChangeEmailStarted = Static<typeof ChangeEmailStarted>;

export const ChangeEmailConfirmRequest = Type.Object({
  code: TypedCode,
});
export type ChangeEmailConfirmRequest = Static<typeof ChangeEmailConfirmRequest>;

export const EmailChanged = withMessage({
  /** The account's email from now on. */
  email: Type.String(),
});
export type EmailChanged = Static<typeof EmailChanged>;
