import { type Static, Type } from 'typebox';
import { Secret } from './schema-parts.ts';

/**
 * Step-up ("sudo mode"): a sensitive call needs a fresh proof of the password (or, with two-factor
 * sign-in on, the authenticator's code) in the X-Step-Up header, not just the bearer token.
 */
export { STEP_UP_HEADER, STEP_UP_REQUIRED, STEP_UP_TTL_S } from './step-up-header.ts';

export const StepUpRequest = Type.Object({
  password: Type.Optional(Secret),
  code: Type.Optional(Type.String({ maxLength: 32 })),
});
export type StepUpRequest = Static<typeof StepUpRequest>;

export const StepUpResponse = Type.Object({
  stepUpToken: Type.String(),
  /** Seconds. */
  expiresIn: Type.Integer(),
});
export type StepUpResponse = Static<typeof StepUpResponse>;
