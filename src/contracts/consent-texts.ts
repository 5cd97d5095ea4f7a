/**
 * The documents a trader accepts at sign-up, as Indian brokers ask: the Terms and Conditions and
 * the Risk Disclosure on derivatives. The version names the texts accepted; a new text gets a new
 * version, and the server stores which one each trader accepted and when.
 */
export const CONSENT_VERSION = '2026-11-27';

export const consentMessages = {
  missing: 'Accept the Terms and Conditions and the Risk Disclosure to open an account',
  outdated: `The terms have changed: read version ${CONSENT_VERSION} and accept it to open an account`,
} as const;
