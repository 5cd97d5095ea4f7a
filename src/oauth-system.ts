import type { ActorRefFrom } from 'xstate';
import { systemIds } from './machines/ids.ts';
import type { oauthMachine } from './machines/oauth/oauth.machine.ts';
import { provideOAuthMachine } from './services/oauth.services.ts';
import { authServices, child, rootActor } from './system.ts';

/**
 * The Google sign-in joins the root system here (`oauth.attach`), loaded with the callback page
 * only, so no other page downloads the OAuth machine or its calls. The "Continue with Google"
 * button is a plain link and needs none of it.
 */
rootActor.send({ type: 'oauth.attach', logic: provideOAuthMachine(authServices) });
export const oauthActor = child<ActorRefFrom<typeof oauthMachine>>(systemIds.oauth);
