import type { FastifyInstance } from 'fastify';
import { authPaths } from '../../../src/contracts/auth-paths.ts';
import { STEP_UP_TTL_S, StepUpRequest, StepUpResponse } from '../../../src/contracts/step-up.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { authenticateSession } from './current-session.ts';
import { checkPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import { type StepUpTokens, stepUpMessages } from './step-up.ts';

/**
 * POST /auth/step-up: the signed-in trader proves again who they are (the password, or the
 * authenticator's code when two-factor sign-in is on) and gets a token for this session alone,
 * good for five minutes. Every wrong answer counts on the sign-in lockout, from this browser.
 */
export function stepUpRoutes(app: FastifyInstance, services: AuthServices, tokens: StepUpTokens) {
  app.post<{ Body: StepUpRequest; Reply: StepUpResponse }>(
    authPaths.stepUp,
    { schema: routeSchema({ 200: StepUpResponse }, { body: StepUpRequest }) },
    async (request) => {
      const { user, sessionId } = await authenticateSession(app, services, request);
      const withCode = await services.twoFactor.isEnabled(user.id);
      const answer = (withCode ? request.body.code : request.body.password) ?? '';
      if (answer === '') {
        throw new HttpError(
          400,
          withCode ? stepUpMessages.codeRequired : stepUpMessages.passwordRequired,
        );
      }
      const source = services.sourceOf(request, user.email, user.id);
      services.lockout.admit(source);
      const ok = withCode
        ? await services.twoFactor.verify(user.id, answer.trim())
        : await checkPassword(user.password_hash, answer);
      if (!ok) {
        securityEvent(request.log, 'stepup.failed', { userId: user.id, ip: source.ip });
        throw new HttpError(
          400,
          withCode ? stepUpMessages.wrongCode : stepUpMessages.wrongPassword,
        );
      }
      services.lockout.succeeded(source);
      securityEvent(request.log, 'stepup.passed', { userId: user.id });
      return { stepUpToken: tokens.issue(user.id, sessionId), expiresIn: STEP_UP_TTL_S };
    },
  );
}
