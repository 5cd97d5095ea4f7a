import { oauthPaths } from '../contracts/oauth.ts';
import type { HttpConfig } from './http/config.ts';

export const OAUTH_PROVIDER = 'google';

/**
 * Where "Continue with Google" sends the browser: the server starts the sign-in there. A referral
 * code (from a sign-up link) goes along, for a Google sign-up to record the referrer.
 */
export const googleStartUrl = (config: Pick<HttpConfig, 'apiBaseURL'>, referralCode = '') =>
  `${config.apiBaseURL}${oauthPaths.start(OAUTH_PROVIDER)}${
    referralCode.trim() === '' ? '' : `?ref=${encodeURIComponent(referralCode.trim())}`
  }`;
