/**
 * The step-up header and figures, apart from the schemas (`step-up.ts`) so the HTTP client loads
 * no schema library.
 */
export const STEP_UP_HEADER = 'x-step-up';
/** How long a step-up token is good for, seconds. */
export const STEP_UP_TTL_S = 300;
/** The 403's `detail` when a call needs a step-up: the screens ask for the password and retry. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
