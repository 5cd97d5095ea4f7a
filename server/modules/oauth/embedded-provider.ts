import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { OidcContext } from 'oidc-provider';
import { CALLBACK_PATH } from './config.ts';
import type { DevIdentityBook } from './dev-identities.ts';

export const EMBEDDED_MOUNT = '/dev/oidc';
export const EMBEDDED_CLIENT_ID = 'derivo-embedded';

/** What the relying party needs to use a provider: the same shape for Google and the embedded one. */
export interface ProviderSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

/**
 * The embedded OpenID Connect provider (oidc-provider), one per origin the app is reached at
 * (localhost and 127.0.0.1 are different origins to a browser, and the issuer must match the one
 * the browser is sent to). Keys are generated at start: tokens die with the process.
 */
export class EmbeddedProviders {
  readonly #clientSecret = randomBytes(32).toString('base64url');
  readonly #cookieKey = randomBytes(32).toString('base64url');
  readonly #byOrigin = new Map<string, Promise<Provider>>();
  readonly #handlers = new Map<string, Promise<ReturnType<Provider['callback']>>>();
  #jwks: Promise<{ keys: object[] }> | undefined;

  constructor(readonly identities: DevIdentityBook) {}

  settingsFor(origin: string): ProviderSettings {
    return {
      issuer: `${origin}${EMBEDDED_MOUNT}`,
      clientId: EMBEDDED_CLIENT_ID,
      clientSecret: this.#clientSecret,
      redirectUri: `${origin}${CALLBACK_PATH}`,
    };
  }

  providerFor(origin: string): Promise<Provider> {
    let provider = this.#byOrigin.get(origin);
    if (provider === undefined) {
      provider = (async () => {
        // Loaded on first use only: a server using Google (or none) never loads the provider.
        const { default: OidcProvider } = await import('oidc-provider');
        return new OidcProvider(this.settingsFor(origin).issuer, await this.#configuration(origin));
      })();
      this.#byOrigin.set(origin, provider);
    }
    return provider;
  }

  /** The provider's own request handler for `origin` (its protocol endpoints), made once. */
  handlerFor(origin: string): Promise<ReturnType<Provider['callback']>> {
    let handler = this.#handlers.get(origin);
    if (handler === undefined) {
      handler = this.providerFor(origin).then((provider) => provider.callback());
      this.#handlers.set(origin, handler);
    }
    return handler;
  }

  #signingKeys(): Promise<{ keys: object[] }> {
    this.#jwks ??= (async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = await exportJWK(privateKey);
      return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] };
    })();
    return this.#jwks;
  }

  async #configuration(origin: string): Promise<Record<string, unknown>> {
    const settings = this.settingsFor(origin);
    const identities = this.identities;
    return {
      clients: [
        {
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uris: [settings.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: await this.#signingKeys(),
      cookies: { keys: [this.#cookieKey] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      // Like Google, put the identity's claims in the ID token itself.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      // Seconds. Short: these artifacts live in memory only and die with the process.
      ttl: {
        AuthorizationCode: 60,
        AccessToken: 600,
        IdToken: 600,
        Interaction: 600,
        Grant: 3600,
        Session: 3600,
      },
      pkce: { required: () => true },
      interactions: {
        url: (_ctx: unknown, interaction: { uid: string }) =>
          `${EMBEDDED_MOUNT}/interaction/${interaction.uid}`,
      },
      async findAccount(_ctx: unknown, subject: string) {
        const identity = identities.find(subject);
        if (identity === undefined) return undefined;
        return {
          accountId: subject,
          claims: async () => ({
            sub: subject,
            email: identity.email,
            email_verified: identity.emailVerified,
            name: identity.name,
          }),
        };
      },
      // The app is this provider's only client: no consent screen, as with a first-party app.
      async loadExistingGrant(ctx: OidcContext) {
        const { oidc } = ctx;
        const grantId =
          oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
        if (grantId !== undefined) return oidc.provider.Grant.find(grantId);
        const grant = new oidc.provider.Grant({
          accountId: oidc.session.accountId,
          clientId: oidc.client.clientId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    };
  }
}
