import { type Static, Type } from 'typebox';

// The texts without TypeBox, so the sign-up checks in the landing page's code do not pull it in.
export { CONSENT_VERSION, consentMessages } from './consent-texts.ts';

export const SignupConsent = Type.Object({
  terms: Type.Boolean(),
  riskDisclosure: Type.Boolean(),
  version: Type.String({ maxLength: 32 }),
});
export type SignupConsent = Static<typeof SignupConsent>;
