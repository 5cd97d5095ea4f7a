import { oauthPaths } from '../contracts/oauth.ts';
import type { HttpConfig } from './http/config.ts';

export const OAUTH_PROVIDER = 'google';

/** Where "Continue with Google" sends the browser: the server starts the sign-in there. */
export const googleStartUrl = (config: Pick<HttpConfig, 'apiBaseURL'>) =>
  `${config.apiBaseURL}${oauthPaths.start(OAUTH_PROVIDER)}`;
