import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { OAuthConfig } from './config.ts';
import { DevIdentityBook } from './dev-identities.ts';
import { EmbeddedProviders, type ProviderSettings } from './embedded-provider.ts';
import { loopbackOriginOf } from './embedded-routes.ts';
import { FlowStore } from './flow-store.ts';
import { type ProviderFetch, RelyingParty } from './relying-party.ts';

/** Google sign-in as the app runs it: which provider, the OIDC client and the pending flows. */
export interface OAuthRuntime {
  readonly relyingParty: RelyingParty;
  readonly flows: FlowStore;
  /** Set only when the embedded provider stands in for Google. */
  readonly embedded: EmbeddedProviders | undefined;
  /** The provider for this request; undefined when Google sign-in is off. */
  settingsFor(request: FastifyRequest): ProviderSettings | undefined;
}

export function createOAuthRuntime(
  config: OAuthConfig,
  clock: Clock,
  fetch?: ProviderFetch,
): OAuthRuntime {
  const embedded =
    config.mode === 'embedded' ? new EmbeddedProviders(new DevIdentityBook()) : undefined;
  return {
    relyingParty: new RelyingParty(fetch),
    flows: new FlowStore(clock),
    embedded,
    settingsFor(request) {
      if (config.mode === 'google') return config;
      if (embedded !== undefined) return embedded.settingsFor(loopbackOriginOf(request));
      return undefined;
    },
  };
}
