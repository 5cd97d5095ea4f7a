import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  MessageResponse,
  ResetPasswordRequest,
  UpdateCurrencyRequest,
  UpdateCurrencyResponse,
} from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits, otpRules } from './limits.ts';
import { authMessages } from './messages.ts';
import { claimVerifiedOtp } from './otp-store.ts';
import { hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import { findUserByEmail, setCurrency, setPasswordHash } from './users.ts';
import { normalizeEmail, requireStrongPassword } from './validation.ts';

/** Changing the currency preference and resetting a forgotten password. */
export function accountRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, clock } = app;

  app.patch<{ Body: UpdateCurrencyRequest; Reply: UpdateCurrencyResponse }>(
    authPaths.updateCurrency,
    { schema: { body: UpdateCurrencyRequest, response: { 200: UpdateCurrencyResponse } } },
    async (request) => {
      const user = await services.authenticate(request);
      // The email in the body is the spec's; the bearer decides whose account this is.
      if (normalizeEmail(request.body.email) !== user.email) {
        throw new HttpError(403, authMessages.notYourAccount);
      }
      await setCurrency(db, user.id, request.body.currency, new Date(clock.now()));
      return { message: authMessages.currencyUpdated, currency: request.body.currency };
    },
  );

  app.post<{ Body: ResetPasswordRequest; Reply: MessageResponse }>(
    authPaths.resetPassword,
    { schema: { body: ResetPasswordRequest, response: { 200: MessageResponse } } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      enforceLimits(
        services.limiter,
        [
          [`reset:ip:${request.ip}`, authLimits.resetsPerIp],
          [`reset:account:${email}`, authLimits.resetsPerAccount],
        ],
        authMessages.tooManyResets,
      );
      const password = requireStrongPassword(request.body.new_password, [email]);
      // Hashed before looking the account up, so known and unknown emails take as long.
      const passwordHash = await hashPassword(password);
      const user = await findUserByEmail(db, email);
      // An unknown email never has a verified reset code, so it gets the same answer.
      if (user === undefined) throw new HttpError(400, authMessages.otpNotVerified);

      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const since = new Date(now - otpRules.resetWindowMs);
        const claimed = await claimVerifiedOtp(trx, {
          email,
          purpose: 'reset',
          since,
          now: new Date(now),
        });
        if (!claimed) throw new HttpError(400, authMessages.otpNotVerified);
        await setPasswordHash(trx, user.id, passwordHash, new Date(now));
      });
      // Every session of the account ends: whoever knew the old password is logged out.
      await services.refresh.revokeAllOf(user.id);
      return { message: authMessages.passwordReset };
    },
  );
}
