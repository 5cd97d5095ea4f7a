import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { Type } from 'typebox';
import { authPaths } from '../../../src/contracts/auth-paths.ts';
import {
  OAuthCodeRequest,
  OAuthLinkRequired,
  OAuthLoginResponse,
  OAuthSignupResponse,
  oauthPaths,
} from '../../../src/contracts/oauth.ts';
import { TwoFactorChallenge } from '../../../src/contracts/two-factor.ts';
import { HttpError } from '../../http/errors.ts';
import { API_V1 } from '../../http/prefixes.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { maskEmail } from '../../security/security-events.ts';
import { RateLimitedError } from '../auth/errors.ts';
import { enforceLimits } from '../auth/limiter.ts';
import { sessionSeen } from '../auth/login-sessions.ts';
import { refuseCrossSite, setRefreshCookie } from '../auth/session-cookie.ts';
import { toLoginUser, type UserRow } from '../auth/users.ts';
import { accountForIdentity } from '../oauth/accounts.ts';
import { recordOAuthReferral } from '../referral/signup.ts';
import { FLOW_TTL_MS, FlowStore } from './flow-store.ts';
import { linkRoutes } from './link-routes.ts';
import { oauthLimits, oauthMessages } from './messages.ts';
import { profileCompletionRoutes } from './profile-completion.ts';
import { OAuthExchangeError, RelyingParty, type VerifiedIdentity } from './relying-party.ts';
import type { OAuthRuntime } from './runtime.ts';

export const PROVIDER = 'google';
export const FLOW_COOKIE = 'derivo_oauth';

/** A sign-up link's referral code may ride along (cut to 32 characters, as codes are). */
const OAuthStartQuery = Type.Object({ ref: Type.Optional(Type.String()) });
type OAuthStartQuery = { ref?: string };

/**
 * Google sign-in under /auth: GET google/start sends the browser to the provider; the app's
 * callback page then posts {code, state, iss} to user-login/google and, when that finds no
 * account, to user-signup/google. Both answer with the manual login's session (refresh cookie
 * and access token) in the spec's OAuth shapes; or, for an account with two-factor on, the
 * password login's code step; or, for a password account with the Google email that is not
 * linked yet, linkRequired: its owner confirms once (link-routes.ts) before anything is signed in.
 */
export const oauthModule = fastifyPlugin<{ runtime: OAuthRuntime }>(
  async (app, { runtime }) => {
    await app.register(fastifyCookie);
    // The auth module's own services: its sessions, limiter and sign-in lockout.
    const services = app.auth;
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterS));
    });
    const limit = (key: string, rule: { max: number; windowMs: number }) =>
      enforceLimits(services.limiter, [[key, rule]], oauthMessages.tooManyAttempts);
    const { flows, relyingParty } = runtime;
    const secure = app.config.nodeEnv === 'production';
    const flowCookie = {
      path: `${API_V1}/auth`,
      httpOnly: true,
      // Lax: the browser comes back from the provider's site by a top-level navigation.
      sameSite: 'lax',
      secure,
    } as const;

    app.get<{ Querystring: OAuthStartQuery }>(
      oauthPaths.start(PROVIDER),
      { schema: routeSchema({ 303: Type.Null() }, { querystring: OAuthStartQuery }) },
      async (request, reply) => {
        const settings = runtime.settingsFor(request);
        if (settings === undefined) throw new HttpError(404, oauthMessages.notConfigured);
        limit(`oauth-start:ip:${request.ip}`, oauthLimits.startsPerIp);
        const secrets = RelyingParty.newFlowSecrets();
        let url: URL;
        try {
          url = await relyingParty.authorizationUrl(settings, secrets);
        } catch (error) {
          request.log.warn({ err: error }, 'Google sign-in: provider discovery failed');
          throw new HttpError(502, oauthMessages.rejected);
        }
        // A sign-up link's code rides along with the flow, for a Google sign-up to record.
        const ref = typeof request.query.ref === 'string' ? request.query.ref.slice(0, 32) : '';
        const flowId = flows.open(secrets, settings, ref === '' ? undefined : ref);
        reply.setCookie(FLOW_COOKIE, flowId, { ...flowCookie, maxAge: FLOW_TTL_MS / 1000 });
        return reply.redirect(url.href, 303);
      },
    );

    /** The identity the provider vouches for in this flow: exchanged now, or earlier with this code. */
    async function verifiedIdentity(request: FastifyRequest<{ Body: OAuthCodeRequest }>) {
      refuseCrossSite(request);
      limit(`oauth-code:ip:${request.ip}`, oauthLimits.codeCallsPerIp);
      const flowId = request.cookies[FLOW_COOKIE];
      const flow = flows.find(flowId);
      if (flowId === undefined || flow === undefined)
        throw new HttpError(400, oauthMessages.flowExpired);
      const { code, state, iss } = request.body;
      const codeHash = FlowStore.codeHash(code);
      if (flow.exchanged !== undefined) {
        if (flow.exchanged.codeHash !== codeHash || state !== flow.secrets.state) {
          throw new HttpError(401, oauthMessages.rejected);
        }
        return { flowId, identity: flow.exchanged.identity, referralCode: flow.referralCode };
      }
      let identity: VerifiedIdentity;
      try {
        identity = await relyingParty.exchange(flow.settings, flow.secrets, { code, state, iss });
      } catch (error) {
        if (!(error instanceof OAuthExchangeError)) throw error;
        // A code is single use: whatever failed, this flow is over.
        flows.close(flowId);
        request.log.warn({ reason: error.message }, 'Google sign-in refused');
        throw new HttpError(401, oauthMessages.rejected);
      }
      flow.exchanged = { codeHash, identity };
      return { flowId, identity, referralCode: flow.referralCode };
    }

    async function startSession(reply: FastifyReply, flowId: string, userId: string) {
      flows.close(flowId);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      const session = await services.refresh.start(userId);
      const seen = { familyId: session.familyId, userId };
      await sessionSeen(app.db, seen, reply.request, new Date(app.clock.now()));
      setRefreshCookie(reply, session.token, services.cookie);
      return services.access.issue({ userId, sessionId: session.familyId });
    }

    const loginAnswer = (
      user: UserRow,
      avatar: string | null,
      token: string,
    ): OAuthLoginResponse => ({
      data: {
        user: {
          userId: user.id,
          email: user.email,
          fullname: user.fullname,
          avatar,
          provider: PROVIDER,
          profileComplete: toLoginUser(user).profileComplete,
        },
        token,
      },
    });

    /** A sign-in onto an account with two-factor on asks for the code, as a password login does. */
    async function secondFactorStep(
      reply: FastifyReply,
      flowId: string,
      user: UserRow,
    ): Promise<TwoFactorChallenge | undefined> {
      if (!(await services.twoFactor.isEnabled(user.id))) return undefined;
      flows.close(flowId);
      reply.clearCookie(FLOW_COOKIE, flowCookie);
      return {
        twoFactorRequired: true,
        challengeToken: await services.twoFactor.startChallenge(user.id),
      };
    }

    /** Keeps the account to link in the flow; nothing is signed in until its owner confirms. */
    function linkRequired(flowId: string, linkTo: UserRow): OAuthLinkRequired {
      const flow = flows.find(flowId);
      if (flow !== undefined && flow.link?.userId !== linkTo.id) {
        flow.link = { userId: linkTo.id, wrongTries: 0 };
      }
      return {
        linkRequired: true,
        email: maskEmail(linkTo.email),
        message: oauthMessages.linkRequired,
      };
    }

    app.post<{
      Body: OAuthCodeRequest;
      Reply: OAuthLoginResponse | TwoFactorChallenge | OAuthLinkRequired;
    }>(
      authPaths.loginProvider(PROVIDER),
      {
        schema: routeSchema(
          { 200: Type.Union([OAuthLoginResponse, TwoFactorChallenge, OAuthLinkRequired]) },
          { body: OAuthCodeRequest },
        ),
      },
      async (request, reply) => {
        const { flowId, identity } = await verifiedIdentity(request);
        const now = new Date(app.clock.now());
        const account = await accountForIdentity(app.db, PROVIDER, identity, {
          create: false,
          now,
        });
        if (account === undefined) throw new HttpError(404, oauthMessages.noAccount);
        if ('linkTo' in account) return linkRequired(flowId, account.linkTo);
        const { user, avatar } = account;
        const challenge = await secondFactorStep(reply, flowId, user);
        if (challenge !== undefined) return challenge;
        return loginAnswer(user, avatar, await startSession(reply, flowId, user.id));
      },
    );

    app.post<{
      Body: OAuthCodeRequest;
      Reply: OAuthSignupResponse | TwoFactorChallenge | OAuthLinkRequired;
    }>(
      authPaths.signupProvider(PROVIDER),
      {
        schema: routeSchema(
          {
            200: Type.Union([OAuthSignupResponse, TwoFactorChallenge, OAuthLinkRequired]),
            201: OAuthSignupResponse,
          },
          { body: OAuthCodeRequest },
        ),
      },
      async (request, reply) => {
        const { flowId, identity, referralCode } = await verifiedIdentity(request);
        const now = new Date(app.clock.now());
        const account = await accountForIdentity(app.db, PROVIDER, identity, { create: true, now });
        // biome-ignore lint/style/noNonNullAssertion: with create, an account always comes back.
        const found = account!;
        if ('linkTo' in found) return linkRequired(flowId, found.linkTo);
        const { user, avatar, created } = found;
        if (created) await recordOAuthReferral(app.db, referralCode, user.id, now);
        const challenge = created ? undefined : await secondFactorStep(reply, flowId, user);
        if (challenge !== undefined) return challenge;
        const token = await startSession(reply, flowId, user.id);
        return reply.code(created ? 201 : 200).send({
          message: oauthMessages.signedUp,
          user: {
            id: user.id,
            email: user.email,
            fullname: user.fullname,
            avatar,
            provider: PROVIDER,
            profileComplete: toLoginUser(user).profileComplete,
          },
          uid: user.id,
          token,
        });
      },
    );

    linkRoutes(app, {
      flows,
      services,
      flowOf: (request) => {
        refuseCrossSite(request);
        limit(`oauth-code:ip:${request.ip}`, oauthLimits.codeCallsPerIp);
        const flowId = request.cookies[FLOW_COOKIE];
        const flow = flows.find(flowId);
        if (flowId === undefined || flow?.exchanged === undefined || flow.link === undefined) {
          throw new HttpError(409, oauthMessages.linkNotPending);
        }
        return { flowId, flow, identity: flow.exchanged.identity, link: flow.link };
      },
      finish: async (reply, flowId, user, avatar) => {
        const challenge = await secondFactorStep(reply, flowId, user);
        if (challenge !== undefined) return challenge;
        return loginAnswer(user, avatar, await startSession(reply, flowId, user.id));
      },
    });
    profileCompletionRoutes(app);
  },
  { name: 'oauth', dependencies: ['auth', 'mail'], encapsulate: true },
);
