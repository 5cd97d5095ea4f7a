import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  authPaths,
  LoginManualRequest,
  LoginResponse,
  MeResponse,
  MessageResponse,
  RefreshResponse,
} from '../../../src/contracts/auth.ts';
import { TwoFactorChallenge } from '../../../src/contracts/two-factor.ts';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits } from './limits.ts';
import { sessionSeen } from './login-sessions.ts';
import { authMessages } from './messages.ts';
import { checkPassword } from './passwords.ts';
import type { Rotated } from './refresh-tokens.ts';
import type { AuthServices } from './services.ts';
import { clearRefreshCookie, sameSiteRefreshCookie, setRefreshCookie } from './session-cookie.ts';
import { startSession } from './session-start.ts';
import { findUserByEmail, toLoginUser } from './users.ts';
import { normalizeEmail } from './validation.ts';

/** Login, token refresh, logout and the current user. */
export function sessionRoutes(app: FastifyInstance, services: AuthServices): void {
  const { access, refresh, limiter, lockout, cookie } = services;

  app.post<{ Body: LoginManualRequest; Reply: LoginResponse | TwoFactorChallenge }>(
    authPaths.loginManual,
    {
      schema: routeSchema(
        { 200: Type.Union([LoginResponse, TwoFactorChallenge]) },
        { body: LoginManualRequest },
      ),
    },
    async (request, reply) => {
      const ip = clientKey(request.ip);
      // Every attempt from the address counts, even one with a malformed email.
      enforceLimits(
        limiter,
        [[`login:ip:${ip}`, authLimits.loginPerIp]],
        authMessages.tooManyLogins,
      );
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      // Failures count per account and source (device cookie, else address): see lockout.ts.
      const source = services.sourceOf(request, email, user?.id);
      lockout.admit(source);

      const matches = await checkPassword(user?.password_hash, request.body.password);
      if (user === undefined || !matches) {
        securityEvent(request.log, 'login.failed', {
          email,
          userId: user?.id,
          ip,
          knownDevice: source.device !== undefined,
        });
        throw new HttpError(401, authMessages.badCredentials);
      }
      // With two-factor on, the attempt stays counted until the code is right too.
      if (await services.twoFactor.isEnabled(user.id)) {
        return {
          twoFactorRequired: true,
          challengeToken: await services.twoFactor.startChallenge(user.id),
        };
      }
      lockout.succeeded(source);
      return startSession(services, reply, user);
    },
  );

  app.post<{ Reply: RefreshResponse }>(
    authPaths.refreshAccessToken,
    { schema: routeSchema({ 200: RefreshResponse }) },
    async (request, reply) => {
      const raw = sameSiteRefreshCookie(request, cookie);
      if (raw === undefined) throw new HttpError(401, authMessages.refreshMissing);
      let rotated: Rotated;
      try {
        rotated = await refresh.rotate(raw);
      } catch (error) {
        clearRefreshCookie(reply, cookie);
        throw error;
      }
      setRefreshCookie(reply, rotated.token, { ...cookie, maxAgeS: rotated.maxAgeS });
      const { userId, familyId } = rotated;
      await sessionSeen(app.db, { familyId, userId }, request, new Date(app.clock.now()));
      return { data: { token: await access.issue({ userId, sessionId: familyId }) } };
    },
  );

  app.post<{ Reply: MessageResponse }>(
    authPaths.logout,
    { schema: routeSchema({ 200: MessageResponse }) },
    async (request, reply) => {
      // No bearer needed: logging out must work with an expired access token.
      const raw = sameSiteRefreshCookie(request, cookie);
      if (raw !== undefined) await refresh.revokeFamilyOf(raw);
      clearRefreshCookie(reply, cookie);
      return { message: authMessages.loggedOut };
    },
  );

  app.get<{ Reply: MeResponse }>(
    authPaths.me,
    { schema: routeSchema({ 200: MeResponse }) },
    async (request) => ({ user: toLoginUser(await services.authenticate(request)) }),
  );
}
