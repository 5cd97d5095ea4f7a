import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authPaths, LoginResponse, MessageResponse } from '../../../src/contracts/auth.ts';
import {
  LoginSecondFactorRequest,
  TwoFactorCodeRequest,
  TwoFactorEnabled,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '../../../src/contracts/two-factor.ts';
import type { SecondFactorResult } from '../../gates.ts';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { every } from '../../jobs/every.ts';
import { securityEvent } from '../../security/security-events.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits } from './limits.ts';
import type { SignInSource } from './lockout.ts';
import type { AuthServices } from './services.ts';
import { startSession } from './session-start.ts';
import { steppedUpUser } from './stepped-up.ts';
import { twoFactorMessages } from './two-factor-messages.ts';
import { findUserById, type UserRow } from './users.ts';

/**
 * Two-factor sign-in (ASVS 6.3.3): enrol (after a step-up), confirm, disable (its own code is the
 * step-up a two-factor account would give), the second step of a login, and the
 * `secondFactor` gate the funds module asks before a withdrawal. Every code tried, wherever, counts
 * toward the account's login lockout (the same counter and limit the password uses); a success
 * clears it, as a successful login does.
 */
export function twoFactorRoutes(app: FastifyInstance, services: AuthServices): void {
  const { limiter, lockout, twoFactor } = services;
  const event = (name: string, userId: string, fields: Record<string, string> = {}) =>
    securityEvent(app.log, `twofactor.${name}`, { userId, ...fields });

  /**
   * Every code tried counts on the sign-in lockout, as a password does (`admit` counts it in
   * advance, 429 when the source is slowed or locked); only a right code takes it back.
   */
  const checkCode = async (source: SignInSource, user: UserRow, code: string, where: string) => {
    lockout.admit(source);
    const ok = await twoFactor.verify(user.id, code);
    if (ok) lockout.succeeded(source);
    else event('wrong-code', user.id, { where });
    return ok;
  };
  const requestSource = (request: FastifyRequest, user: UserRow) =>
    services.sourceOf(request, user.email, user.id);

  app.gates.secondFactor = async (userId, code): Promise<SecondFactorResult> => {
    if (!(await twoFactor.isEnabled(userId))) return 'ok';
    if (code === undefined || code.trim() === '') return 'required';
    const user = await findUserById(app.db, userId);
    if (user === undefined) return 'invalid';
    // No request here: withdrawals count as one source of their own for the account.
    const source = { email: user.email, ip: `withdrawal:${user.id}`, device: undefined };
    return (await checkCode(source, user, code, 'withdrawal')) ? 'ok' : 'invalid';
  };

  app.get<{ Reply: TwoFactorStatus }>(
    authPaths.twoFactor,
    { schema: routeSchema({ 200: TwoFactorStatus }) },
    async (request) => twoFactor.status((await services.authenticate(request)).id),
  );

  app.post<{ Reply: TwoFactorEnrolment }>(
    authPaths.twoFactorEnrol,
    { schema: routeSchema({ 200: TwoFactorEnrolment }) },
    async (request) => {
      // A stolen bearer alone must not put the thief's authenticator on the account.
      const user = await steppedUpUser(app, services, request);
      const enrolment = await twoFactor.enrol(user);
      if (enrolment === undefined) throw new HttpError(409, twoFactorMessages.alreadyOn);
      event('enrolment-started', user.id);
      return enrolment;
    },
  );

  app.post<{ Body: TwoFactorCodeRequest; Reply: TwoFactorEnabled }>(
    authPaths.twoFactorConfirm,
    { schema: routeSchema({ 200: TwoFactorEnabled }, { body: TwoFactorCodeRequest }) },
    async (request) => {
      const user = await services.authenticate(request);
      const source = requestSource(request, user);
      lockout.admit(source);
      const result = await twoFactor.confirm(user.id, request.body.code);
      if (result === 'none') throw new HttpError(409, twoFactorMessages.notStarted);
      if (result === 'wrong') throw new HttpError(400, twoFactorMessages.wrongCode);
      lockout.succeeded(source);
      event('enabled', user.id);
      return { message: twoFactorMessages.enabled, recoveryCodes: result };
    },
  );

  app.post<{ Body: TwoFactorCodeRequest; Reply: MessageResponse }>(
    authPaths.twoFactorDisable,
    { schema: routeSchema({ 200: MessageResponse }, { body: TwoFactorCodeRequest }) },
    async (request) => {
      const user = await services.authenticate(request);
      if (!(await twoFactor.isEnabled(user.id))) throw new HttpError(409, twoFactorMessages.notOn);
      if (!(await checkCode(requestSource(request, user), user, request.body.code, 'disable'))) {
        throw new HttpError(400, twoFactorMessages.wrongCode);
      }
      await twoFactor.disable(user.id);
      event('disabled', user.id);
      return { message: twoFactorMessages.disabled };
    },
  );

  app.post<{ Body: LoginSecondFactorRequest; Reply: LoginResponse }>(
    authPaths.loginSecondFactor,
    { schema: routeSchema({ 200: LoginResponse }, { body: LoginSecondFactorRequest }) },
    async (request, reply) => {
      enforceLimits(
        limiter,
        [[`login:ip:${clientKey(request.ip)}`, authLimits.loginPerIp]],
        twoFactorMessages.tooManyAttempts,
      );
      const challenge = await twoFactor.liveChallenge(request.body.challengeToken);
      const user = challenge && (await findUserById(app.db, challenge.userId));
      // 410: this sign-in is over for good; the trader starts again from the password.
      if (challenge === undefined || user === undefined) {
        throw new HttpError(410, twoFactorMessages.challengeEnded);
      }
      if (!(await checkCode(requestSource(request, user), user, request.body.code, 'login'))) {
        const triesLeft = await twoFactor.failChallenge(challenge.id);
        if (triesLeft === 0) throw new HttpError(410, twoFactorMessages.tooManyCodes);
        throw new HttpError(401, twoFactorMessages.wrongLoginCode(triesLeft));
      }
      if (!(await twoFactor.finishChallenge(challenge.id))) {
        throw new HttpError(410, twoFactorMessages.challengeEnded);
      }
      event('login-passed', user.id);
      return startSession(services, reply, user);
    },
  );

  every(app, 'two-factor challenge pruning', PRUNE_INTERVAL_MS, async () => {
    await twoFactor.pruneChallenges();
  });
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
