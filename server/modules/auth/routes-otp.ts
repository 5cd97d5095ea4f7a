import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  EmailRequest,
  MessageResponse,
  SendEmailVerifyResponse,
  VerifyEmailOtpRequest,
} from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits } from './limits.ts';
import { authMessages } from './messages.ts';
import type { AuthServices } from './services.ts';
import { findUserByEmail } from './users.ts';
import { normalizeEmail } from './validation.ts';

/** Sending codes (sign-up and forgot password) and checking them. */
export function otpRoutes(app: FastifyInstance, { otp, limiter }: AuthServices): void {
  const limitSends = (email: string, ip: string) =>
    enforceLimits(
      limiter,
      [
        [`otp-send:ip:${ip}`, authLimits.otpSendsPerIp],
        [`otp-send:account:${email}`, authLimits.otpSendsPerAccount],
      ],
      authMessages.tooManyOtpSends,
    );

  app.post<{ Body: EmailRequest; Reply: SendEmailVerifyResponse }>(
    authPaths.sendEmailVerify,
    { schema: { body: EmailRequest, response: { 200: SendEmailVerifyResponse } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      limitSends(email, request.ip);
      if ((await findUserByEmail(app.db, email)) !== undefined) {
        throw new HttpError(409, authMessages.emailTaken);
      }
      const otpToken = await otp.send(email, 'signup', { delivery: 'wait' });
      return { message: authMessages.otpSent, otpToken };
    },
  );

  app.post<{ Body: VerifyEmailOtpRequest; Reply: MessageResponse }>(
    authPaths.verifyEmailOtp,
    { schema: { body: VerifyEmailOtpRequest, response: { 200: MessageResponse } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      enforceLimits(
        limiter,
        [[`otp-check:ip:${request.ip}`, authLimits.otpChecksPerIp]],
        authMessages.tooManyOtpChecks,
      );
      await otp.verify(email, request.body.otp.trim());
      return { message: authMessages.otpVerified };
    },
  );

  app.post<{ Body: EmailRequest; Reply: MessageResponse }>(
    authPaths.sendForgotPasswordOtp,
    { schema: { body: EmailRequest, response: { 200: MessageResponse } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      limitSends(email, request.ip);
      // The same answer, cooldown and stored code whether or not the account exists; the mail
      // goes out only when it does, after the answer, so neither the answer nor its timing (a
      // slow SMTP server) tells anyone who has an account.
      const user = await findUserByEmail(app.db, email);
      await otp.send(email, 'reset', { delivery: user === undefined ? 'none' : 'background' });
      return { message: authMessages.forgotPasswordSent };
    },
  );
}
