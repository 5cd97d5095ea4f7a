import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  EmailRequest,
  MessageResponse,
  SendEmailVerifyResponse,
  VerifyEmailOtpRequest,
  VerifyEmailOtpResponse,
} from '../../../src/contracts/auth.ts';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { enforceLimits, type Limit } from './limiter.ts';
import { authLimits } from './limits.ts';
import type { SignInSource } from './lockout.ts';
import { authMessages } from './messages.ts';
import type { AuthServices } from './services.ts';
import { findUserByEmail } from './users.ts';
import { normalizeEmail } from './validation.ts';

/** Sending codes (sign-up and forgot password) and checking them. */
export function otpRoutes(app: FastifyInstance, services: AuthServices): void {
  const { otp, limiter } = services;
  // Counted per account and source, so nobody can use up the owner's codes; a browser that
  // signed in to the account before is not held by the account's cap for unknown sources.
  const limitSends = (source: SignInSource) => {
    const hits: Array<readonly [string, Limit]> = [
      [`otp-send:ip:${source.ip}`, authLimits.otpSendsPerIp],
      [
        `otp-send:source:${source.email}:${source.device ?? source.ip}`,
        authLimits.otpSendsPerSource,
      ],
    ];
    if (source.device === undefined) {
      hits.push([`otp-send:account:${source.email}`, authLimits.otpSendsPerAccount]);
    }
    enforceLimits(limiter, hits, authMessages.tooManyOtpSends);
  };

  app.post<{ Body: EmailRequest; Reply: SendEmailVerifyResponse }>(
    authPaths.sendEmailVerify,
    { schema: routeSchema({ 200: SendEmailVerifyResponse }, { body: EmailRequest }) },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      limitSends(services.sourceOf(request, email, undefined));
      if ((await findUserByEmail(app.db, email)) !== undefined) {
        throw new HttpError(409, authMessages.emailTaken);
      }
      const otpToken = await otp.send(email, 'signup', { delivery: 'wait' });
      return { message: authMessages.otpSent, otpToken };
    },
  );

  app.post<{ Body: VerifyEmailOtpRequest; Reply: VerifyEmailOtpResponse }>(
    authPaths.verifyEmailOtp,
    { schema: routeSchema({ 200: VerifyEmailOtpResponse }, { body: VerifyEmailOtpRequest }) },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      enforceLimits(
        limiter,
        [[`otp-check:ip:${clientKey(request.ip)}`, authLimits.otpChecksPerIp]],
        authMessages.tooManyOtpChecks,
      );
      // The token, not the email, is what sign-up or reset accepts next (single use, bound to
      // this email and the code's purpose): whoever checked the code is who may finish.
      const { verificationToken } = await otp.verify(email, request.body.otp.trim());
      return { message: authMessages.otpVerified, verificationToken };
    },
  );

  app.post<{ Body: EmailRequest; Reply: MessageResponse }>(
    authPaths.sendForgotPasswordOtp,
    { schema: routeSchema({ 200: MessageResponse }, { body: EmailRequest }) },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(app.db, email);
      limitSends(services.sourceOf(request, email, user?.id));
      // The same answer, cooldown and stored code whether or not the account exists; the mail
      // goes out only when it does, after the answer, so neither the answer nor its timing (a
      // slow SMTP server) tells anyone who has an account.
      await otp.send(email, 'reset', { delivery: user === undefined ? 'none' : 'background' });
      return { message: authMessages.forgotPasswordSent };
    },
  );
}
