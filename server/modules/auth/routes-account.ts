import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  MessageResponse,
  ResetPasswordRequest,
  UpdateCurrencyRequest,
  UpdateCurrencyResponse,
} from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { sha256 } from './crypto.ts';
import { enforceLimits } from './limiter.ts';
import { authLimits, otpRules } from './limits.ts';
import { authMessages } from './messages.ts';
import { claimVerification } from './otp-store.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import { findUserByEmail, setCurrency, setPasswordHash } from './users.ts';
import { normalizeEmail, requireStrongPassword } from './validation.ts';

/** Changing the currency preference and resetting a forgotten password. */
export function accountRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, clock } = app;

  app.patch<{ Body: UpdateCurrencyRequest; Reply: UpdateCurrencyResponse }>(
    authPaths.updateCurrency,
    { schema: routeSchema({ 200: UpdateCurrencyResponse }, { body: UpdateCurrencyRequest }) },
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
    { schema: routeSchema({ 200: MessageResponse }, { body: ResetPasswordRequest }) },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserByEmail(db, email);
      const source = services.sourceOf(request, email, user?.id);
      // Per address, and per account and source: nobody can use up the owner's resets.
      enforceLimits(
        services.limiter,
        [
          [`reset:ip:${source.ip}`, authLimits.resetsPerIp],
          [`reset:source:${email}:${source.device ?? source.ip}`, authLimits.resetsPerSource],
        ],
        authMessages.tooManyResets,
      );
      const password = requireStrongPassword(request.body.new_password, [email]);
      const token = request.body.verificationToken ?? '';
      if (token === '') throw new HttpError(400, authMessages.otpNotVerified);
      // Hashed before anything else is decided, so known and unknown emails take as long.
      const passwordHash = await hashPassword(password);
      // An unknown email never has a verification token, so it gets the same answer.
      if (user === undefined) throw new HttpError(403, authMessages.verificationExpired);

      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const claimed = await claimVerification(trx, {
          email,
          purpose: 'reset',
          tokenHash: sha256(token),
          since: new Date(now - otpRules.resetWindowMs),
          now: new Date(now),
        });
        if (!claimed) throw new HttpError(403, authMessages.verificationExpired);
        // Only the verified owner learns this; throwing rolls back, so the token stays unspent.
        if (await checkPassword(user.password_hash, password)) {
          throw new HttpError(400, authMessages.samePassword);
        }
        await setPasswordHash(trx, user.id, passwordHash, new Date(now));
      });
      // Every session of the account ends: whoever knew the old password is logged out.
      await services.refresh.revokeAllOf(user.id);
      securityEvent(request.log, 'password.reset', { userId: user.id, ip: source.ip });
      // The browser that proved the email is the owner's: it can log in even while unknown
      // sources are locked out of the account.
      services.devices.grant(reply, user.id);
      return { message: authMessages.passwordReset };
    },
  );
}
