import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  OAuthLinkCodeSent,
  OAuthLinkRequest,
  OAuthLoginResponse,
  oauthPaths,
} from '../../../src/contracts/oauth.ts';
import { TwoFactorChallenge } from '../../../src/contracts/two-factor.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { generateOtp, hmac, sameDigest } from '../auth/crypto.ts';
import { enforceLimits } from '../auth/limiter.ts';
import { checkPassword } from '../auth/passwords.ts';
import type { AuthServices } from '../auth/services.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import { linkIdentity } from './accounts.ts';
import type { FlowStore, PendingFlow, PendingLink } from './flow-store.ts';
import { oauthMessages } from './messages.ts';
import type { VerifiedIdentity } from './relying-party.ts';

const PROVIDER = 'google';
const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;
const CODES_PER_ACCOUNT = { max: 5, windowMs: 15 * 60_000 };

export interface LinkContext {
  flows: FlowStore;
  services: AuthServices;
  /** The request's flow with a link waiting, or a 409 in words. */
  flowOf(request: FastifyRequest): {
    flowId: string;
    flow: PendingFlow;
    identity: VerifiedIdentity;
    link: PendingLink;
  };
  /** Signs in (or asks for the two-factor code) once the account is linked. */
  finish(
    reply: FastifyReply,
    flowId: string,
    user: UserRow,
    avatar: string | null,
  ): Promise<OAuthLoginResponse | TwoFactorChallenge>;
}

/**
 * The owner's confirmation before a Google identity is linked to a password account with its
 * email: the password, or a code mailed to the account (send-code). Wrong proofs count on the
 * account's sign-in lockout; five wrong codes end the flow. Once linked, the owner is mailed.
 * The codes live with the flow, in memory, as HMACs under a key of this process.
 */
export function linkRoutes(app: FastifyInstance, context: LinkContext): void {
  const { flows, services } = context;
  const codeKey = randomBytes(32);
  const ownerOf = async (link: PendingLink) => {
    const user = await findUserById(app.db, link.userId);
    if (user === undefined) throw new HttpError(409, oauthMessages.linkNotPending);
    return user;
  };

  app.post<{ Reply: OAuthLinkCodeSent }>(
    oauthPaths.linkSendCode(PROVIDER),
    { schema: routeSchema({ 200: OAuthLinkCodeSent }) },
    async (request) => {
      const { flowId, link } = context.flowOf(request);
      const user = await ownerOf(link);
      enforceLimits(
        services.limiter,
        [[`oauth-link-code:${user.id}`, CODES_PER_ACCOUNT]],
        oauthMessages.tooManyAttempts,
      );
      const code = generateOtp();
      link.code = {
        hash: hmac(codeKey, `${flowId}:${code}`),
        expiresAt: app.clock.now() + CODE_TTL_MS,
      };
      await app.mailer.send({
        to: user.email,
        subject: oauthMessages.linkCodeSubject,
        text: oauthMessages.linkCodeText(code),
      });
      return { message: oauthMessages.linkCodeSent };
    },
  );

  app.post<{ Body: OAuthLinkRequest; Reply: OAuthLoginResponse | TwoFactorChallenge }>(
    oauthPaths.link(PROVIDER),
    {
      schema: routeSchema(
        { 200: Type.Union([OAuthLoginResponse, TwoFactorChallenge]) },
        { body: OAuthLinkRequest },
      ),
    },
    async (request, reply) => {
      const { flowId, identity, link } = context.flowOf(request);
      const { password, code } = request.body;
      if (password === undefined && code === undefined) {
        throw new HttpError(400, oauthMessages.linkNeedsProof);
      }
      const user = await ownerOf(link);
      const source = services.sourceOf(request, user.email, user.id);
      services.lockout.admit(source);
      const proven =
        password !== undefined
          ? await checkPassword(user.password_hash, password)
          : link.code !== undefined &&
            link.code.expiresAt > app.clock.now() &&
            sameDigest(link.code.hash, hmac(codeKey, `${flowId}:${code}`));
      if (!proven) {
        securityEvent(request.log, 'login.failed', {
          userId: user.id,
          ip: source.ip,
          via: 'google-link',
        });
        if (password === undefined) {
          link.wrongTries += 1;
          if (link.wrongTries >= MAX_WRONG_CODES) {
            flows.close(flowId);
            throw new HttpError(410, oauthMessages.linkTooManyCodes);
          }
        }
        throw new HttpError(401, oauthMessages.linkWrongProof);
      }
      services.lockout.succeeded(source);
      const now = new Date(app.clock.now());
      const account = await linkIdentity(app.db, PROVIDER, identity, user, now);
      securityEvent(request.log, 'oauth.linked', { userId: user.id, email: user.email });
      void app.mailer
        .send({
          to: user.email,
          subject: oauthMessages.linkedSubject,
          text: oauthMessages.linkedText(identity.email),
        })
        .catch((err: unknown) => request.log.error({ err }, 'Google link notice not mailed'));
      return context.finish(reply, flowId, account.user, account.avatar);
    },
  );
}
