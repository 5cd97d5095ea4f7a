import type { Env } from '../../config.ts';

/**
 * Google sign-in. With GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET the server talks to the issuer
 * GOOGLE_ISSUER (default Google's). Without them, outside production and on a loopback host, an
 * embedded OpenID Connect provider under /dev/oidc takes Google's place, through the same code.
 */
export type OAuthConfig =
  | { readonly mode: 'off' }
  | {
      readonly mode: 'google';
      readonly issuer: string;
      readonly clientId: string;
      readonly clientSecret: string;
      /** GOOGLE_REDIRECT_URI: the app's callback URL registered with Google. */
      readonly redirectUri: string;
    }
  | { readonly mode: 'embedded' };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
export const CALLBACK_PATH = '/auth/google/callback';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function isHttpUrl(raw: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
  } catch {
    return false;
  }
}

export function loadOAuthConfig(
  env: Env,
  problems: string[],
  { nodeEnv, host }: { nodeEnv: string; host: string },
): OAuthConfig {
  const clientId = value(env, 'GOOGLE_CLIENT_ID');
  const clientSecret = value(env, 'GOOGLE_CLIENT_SECRET');
  const issuer = value(env, 'GOOGLE_ISSUER') ?? GOOGLE_ISSUER;
  const redirectUri = value(env, 'GOOGLE_REDIRECT_URI');
  const production = nodeEnv === 'production';

  if (clientId === undefined && clientSecret === undefined) {
    // The embedded provider signs anyone in: never in production, never reachable from outside.
    return !production && isLoopbackHost(host) ? { mode: 'embedded' } : { mode: 'off' };
  }
  if (clientId === undefined || clientSecret === undefined) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (!isHttpUrl(issuer, production)) {
    problems.push(`GOOGLE_ISSUER must be an ${production ? 'https' : 'http(s)'} URL`);
  }
  if (redirectUri === undefined || !isHttpUrl(redirectUri, production)) {
    problems.push(
      `GOOGLE_REDIRECT_URI must be the ${production ? 'https ' : ''}URL of the app's ${CALLBACK_PATH} page`,
    );
  }
  return {
    mode: 'google',
    issuer,
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
    redirectUri: redirectUri ?? '',
  };
}
