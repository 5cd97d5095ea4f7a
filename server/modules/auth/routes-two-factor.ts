import type { FastifyInstance } from 'fastify';
import { authPaths, LoginResponse, MessageResponse } from '../../../src/contracts/auth.ts';
import {
  LoginSecondFactorRequest,
  TwoFactorCodeRequest,
  TwoFactorEnabled,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '../../../src/contracts/two-factor.ts';
import type { SecondFactorResult } from '../../gates.ts';
import { HttpError } from '../../http/errors.ts';
import { every } from '../../jobs/every.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits } from './limits.ts';
import type { AuthServices } from './services.ts';
import { startSession } from './session-start.ts';
import { twoFactorMessages } from './two-factor-messages.ts';
import { findUserById, type UserRow } from './users.ts';

/**
 * Two-factor sign-in (ASVS 6.3.3): enrol, confirm, disable, the second step of a login, and the
 * `secondFactor` gate the funds module asks before a withdrawal. Every code tried, wherever, counts
 * toward the account's login lockout (the same counter and limit the password uses); a success
 * clears it, as a successful login does.
 */
export function twoFactorRoutes(app: FastifyInstance, services: AuthServices): void {
  const { limiter, twoFactor } = services;
  const securityEvent = (event: string, userId: string) =>
    app.log.info({ event, userId }, `Security event: ${event}`);

  /**
   * Counts one code attempt on the account's login-failure counter, as the password path counts
   * a login (429 at the lockout); returns the key to clear after a success.
   */
  const countAttempt = (user: UserRow) => {
    const failures = `login-failures:account:${user.email}`;
    enforceLimits(
      limiter,
      [[failures, authLimits.loginFailuresPerAccount]],
      twoFactorMessages.tooManyAttempts,
    );
    return failures;
  };

  /** Counts the attempt, then checks (and spends) the code. */
  const checkCode = async (user: UserRow, code: string, event: string) => {
    const failures = countAttempt(user);
    const ok = await twoFactor.verify(user.id, code);
    if (ok) limiter.reset(failures);
    else securityEvent(`${event}.wrong-code`, user.id);
    return ok;
  };

  app.gates.secondFactor = async (userId, code): Promise<SecondFactorResult> => {
    if (!(await twoFactor.isEnabled(userId))) return 'ok';
    if (code === undefined || code.trim() === '') return 'required';
    const user = await findUserById(app.db, userId);
    if (user === undefined) return 'invalid';
    return (await checkCode(user, code, 'second-factor')) ? 'ok' : 'invalid';
  };

  app.get<{ Reply: TwoFactorStatus }>(
    authPaths.twoFactor,
    { schema: { response: { 200: TwoFactorStatus } } },
    async (request) => twoFactor.status((await services.authenticate(request)).id),
  );

  app.post<{ Reply: TwoFactorEnrolment }>(
    authPaths.twoFactorEnrol,
    { schema: { response: { 200: TwoFactorEnrolment } } },
    async (request) => {
      const user = await services.authenticate(request);
      const enrolment = await twoFactor.enrol(user);
      if (enrolment === undefined) throw new HttpError(409, twoFactorMessages.alreadyOn);
      securityEvent('two-factor.enrolment-started', user.id);
      return enrolment;
    },
  );

  app.post<{ Body: TwoFactorCodeRequest; Reply: TwoFactorEnabled }>(
    authPaths.twoFactorConfirm,
    { schema: { body: TwoFactorCodeRequest, response: { 200: TwoFactorEnabled } } },
    async (request) => {
      const user = await services.authenticate(request);
      const failures = countAttempt(user);
      const result = await twoFactor.confirm(user.id, request.body.code);
      if (result === 'none') throw new HttpError(409, twoFactorMessages.notStarted);
      if (result === 'wrong') throw new HttpError(400, twoFactorMessages.wrongCode);
      limiter.reset(failures);
      securityEvent('two-factor.enabled', user.id);
      return { message: twoFactorMessages.enabled, recoveryCodes: result };
    },
  );

  app.post<{ Body: TwoFactorCodeRequest; Reply: MessageResponse }>(
    authPaths.twoFactorDisable,
    { schema: { body: TwoFactorCodeRequest, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await services.authenticate(request);
      if (!(await twoFactor.isEnabled(user.id))) throw new HttpError(409, twoFactorMessages.notOn);
      if (!(await checkCode(user, request.body.code, 'two-factor.disable'))) {
        throw new HttpError(400, twoFactorMessages.wrongCode);
      }
      await twoFactor.disable(user.id);
      securityEvent('two-factor.disabled', user.id);
      return { message: twoFactorMessages.disabled };
    },
  );

  app.post<{ Body: LoginSecondFactorRequest; Reply: LoginResponse }>(
    authPaths.loginSecondFactor,
    { schema: { body: LoginSecondFactorRequest, response: { 200: LoginResponse } } },
    async (request, reply) => {
      enforceLimits(
        limiter,
        [[`login:ip:${request.ip}`, authLimits.loginPerIp]],
        twoFactorMessages.tooManyAttempts,
      );
      const challenge = await twoFactor.liveChallenge(request.body.challengeToken);
      const user = challenge && (await findUserById(app.db, challenge.userId));
      // 410: this sign-in is over for good; the trader starts again from the password.
      if (challenge === undefined || user === undefined) {
        throw new HttpError(410, twoFactorMessages.challengeEnded);
      }
      if (!(await checkCode(user, request.body.code, 'login.second-factor'))) {
        const triesLeft = await twoFactor.failChallenge(challenge.id);
        if (triesLeft === 0) throw new HttpError(410, twoFactorMessages.tooManyCodes);
        throw new HttpError(401, twoFactorMessages.wrongLoginCode(triesLeft));
      }
      if (!(await twoFactor.finishChallenge(challenge.id))) {
        throw new HttpError(410, twoFactorMessages.challengeEnded);
      }
      securityEvent('login.second-factor-passed', user.id);
      return startSession(services, reply, user);
    },
  );

  every(app, 'two-factor challenge pruning', PRUNE_INTERVAL_MS, async () => {
    await twoFactor.pruneChallenges();
  });
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
