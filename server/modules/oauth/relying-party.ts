import * as client from 'openid-client';
import type { ProviderSettings } from './embedded-provider.ts';

/** What the provider vouched for in a verified ID token. */
export interface VerifiedIdentity {
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
  readonly avatar: string | undefined;
}

/** The secrets of one browser's sign-in, kept by the server between the redirect and the callback. */
export interface FlowSecrets {
  readonly codeVerifier: string;
  readonly state: string;
  readonly nonce: string;
}

/** What came back to the app's callback page. */
export interface CallbackParams {
  readonly code: string;
  readonly state: string;
  readonly iss?: string | undefined;
}

export type ProviderFetch = (url: string, options: client.CustomFetchOptions) => Promise<Response>;

/** Thrown when the provider or its ID token cannot be trusted; the reason is only for the log. */
export class OAuthExchangeError extends Error {
  override readonly name = 'OAuthExchangeError';
}

/**
 * The OpenID Connect client side (openid-client): discovery, the authorization URL with PKCE, the
 * code exchange and the ID token checks (signature, issuer, audience, expiry, nonce). The same
 * code serves Google and the embedded provider; `fetch` lets a test tamper with the wire.
 */
export class RelyingParty {
  readonly #configurations = new Map<string, Promise<client.Configuration>>();
  readonly #fetch: ProviderFetch | undefined;

  constructor(fetch?: ProviderFetch) {
    this.#fetch = fetch;
  }

  #configuration(settings: ProviderSettings): Promise<client.Configuration> {
    const key = `${settings.issuer} ${settings.clientId}`;
    let configuration = this.#configurations.get(key);
    if (configuration === undefined) {
      const insecure = new URL(settings.issuer).protocol === 'http:';
      configuration = client
        .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
          execute: [
            // The ID token's signature is checked against the provider's JWKS too: openid-client
            // otherwise trusts TLS alone for tokens from the token endpoint.
            client.enableNonRepudiationChecks,
            // Plain HTTP only reaches here for a loopback or non-production issuer (see config.ts).
            ...(insecure ? [client.allowInsecureRequests] : []),
          ],
          ...(this.#fetch === undefined ? {} : { [client.customFetch]: this.#fetch }),
        })
        .then((found) => {
          if (this.#fetch !== undefined) found[client.customFetch] = this.#fetch;
          return found;
        });
      configuration.catch(() => this.#configurations.delete(key));
      this.#configurations.set(key, configuration);
    }
    return configuration;
  }

  static newFlowSecrets(): FlowSecrets {
    return {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    };
  }

  async authorizationUrl(settings: ProviderSettings, secrets: FlowSecrets): Promise<URL> {
    const configuration = await this.#configuration(settings);
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
  }

  /** Exchanges the code and verifies the ID token; throws OAuthExchangeError when anything is off. */
  async exchange(
    settings: ProviderSettings,
    secrets: FlowSecrets,
    params: CallbackParams,
  ): Promise<VerifiedIdentity> {
    const configuration = await this.#configuration(settings);
    const callback = new URL(settings.redirectUri);
    callback.searchParams.set('code', params.code);
    callback.searchParams.set('state', params.state);
    if (params.iss !== undefined) callback.searchParams.set('iss', params.iss);
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw new OAuthExchangeError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
    if (claims === undefined || typeof claims.email !== 'string' || claims.email === '') {
      throw new OAuthExchangeError('The ID token has no email');
    }
    return {
      subject: claims.sub,
      email: claims.email.trim().toLowerCase(),
      // Only an explicit true counts: Google says false (or nothing) for unverified addresses.
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      avatar: typeof claims.picture === 'string' ? claims.picture : undefined,
    };
  }
}
