import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Type } from 'typebox';
import { HttpError } from '../../http/errors.ts';
import { isLoopbackHost } from './config.ts';
import { SIGN_IN_CSS, signInPage } from './dev-sign-in-page.ts';
import { EMBEDDED_MOUNT, type EmbeddedProviders } from './embedded-provider.ts';

/** The origin the browser used, accepted only on a loopback host (the provider signs anyone in). */
export function loopbackOriginOf(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!isLoopbackHost(new URL(origin).hostname)) {
    throw new HttpError(404, 'The embedded sign-in provider is only served on a loopback address.');
  }
  return origin;
}

const LoginForm = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ maxLength: 120 }),
  email_verified: Type.Optional(Type.Literal('on')),
});
type LoginForm = { email: string; name: string; email_verified?: 'on' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sign-in page of test identities, its stylesheet and its form. */
function interactionRoutes(providers: EmbeddedProviders): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(`${EMBEDDED_MOUNT}/sign-in.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(SIGN_IN_CSS),
    );

    app.get<{ Params: { uid: string } }>(
      `${EMBEDDED_MOUNT}/interaction/:uid`,
      { schema: { params: Type.Object({ uid: Type.String({ maxLength: 64 }) }) } },
      async (request, reply) => {
        const provider = await providers.providerFor(loopbackOriginOf(request));
        const details = await provider.interactionDetails(request.raw, reply.raw);
        return reply.type('text/html; charset=utf-8').send(signInPage(details.uid, 'Derivo'));
      },
    );

    app.post<{ Params: { uid: string }; Body: LoginForm }>(
      `${EMBEDDED_MOUNT}/interaction/:uid/login`,
      {
        schema: { params: Type.Object({ uid: Type.String({ maxLength: 64 }) }), body: LoginForm },
      },
      async (request, reply) => {
        const provider = await providers.providerFor(loopbackOriginOf(request));
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const email = request.body.email.trim().toLowerCase();
        const name = request.body.name.trim();
        if (!EMAIL.test(email) || name === '') {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(signInPage(details.uid, 'Derivo', 'Enter an email address and a name.'));
        }
        const accountId = providers.identities.remember({
          email,
          name,
          emailVerified: request.body.email_verified === 'on',
        });
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  };
}

/** Every other path under the mount goes to oidc-provider itself, with the body unread. */
function protocolRoutes(providers: EmbeddedProviders): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    app.all(`${EMBEDDED_MOUNT}/*`, async (request, reply) => {
      const handler = await providers.handlerFor(loopbackOriginOf(request));
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(EMBEDDED_MOUNT.length) || '/';
      handler(raw, reply.raw);
    });
  };
}

/**
 * The embedded OpenID Connect provider on the app's own port under /dev/oidc (development on a
 * loopback host only: the OAuth runtime makes one when Google is not configured).
 */
export const embeddedProviderModule = fastifyPlugin<{ providers: EmbeddedProviders }>(
  async (app, { providers }) => {
    await app.register(interactionRoutes(providers));
    await app.register(protocolRoutes(providers));
  },
  { name: 'oauth-dev-provider', encapsulate: true },
);
