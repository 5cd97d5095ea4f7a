import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  SignupManualRequest,
  SignupManualResponse,
} from '../../../src/contracts/auth.ts';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { recordSignupReferral, referrerForSignup } from '../referral/signup.ts';
import { sha256 } from './crypto.ts';
import { enforceLimits, type RateLimiter } from './limiter.ts';
import { authLimits, otpRules } from './limits.ts';
import { authMessages } from './messages.ts';
import { claimVerification, hasVerification } from './otp-store.ts';
import { hashPassword } from './passwords.ts';
import { recordConsent, requireConsent } from './signup-consent.ts';
import { findUserByEmail, insertUser } from './users.ts';
import {
  normalizeEmail,
  optionalPhone,
  optionalText,
  requireFullname,
  requireStrongPassword,
} from './validation.ts';

/**
 * POST /auth/user-signup/manual: an account for an email verified with a sign-up code. The
 * request must carry the verification token that code's check answered: knowing that someone
 * verified an email does not let anyone else create its account.
 */
export function signupRoutes(app: FastifyInstance, limiter: RateLimiter): void {
  const { db, clock } = app;

  app.post<{ Body: SignupManualRequest; Reply: SignupManualResponse }>(
    authPaths.signupManual,
    { schema: routeSchema({ 201: SignupManualResponse }, { body: SignupManualRequest }) },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const ip = clientKey(request.ip);
      // Per address, and per account and address: a count of the account alone would let
      // anyone block the owner's sign-up.
      enforceLimits(
        limiter,
        [
          [`signup:ip:${ip}`, authLimits.signupsPerIp],
          [`signup:source:${email}:${ip}`, authLimits.signupsPerSource],
        ],
        authMessages.tooManySignups,
      );
      const fullname = requireFullname(body.fullname);
      const password = requireStrongPassword(body.password, [email, fullname]);
      const phoneNumber = optionalPhone(body.phone_number);
      const referralCode = optionalText(body.referral_code, authMessages.invalidReferralCode);
      const consent = requireConsent(body.consent);
      const token = body.verificationToken ?? '';
      if (token === '') throw new HttpError(400, authMessages.emailNotVerified);

      if ((await findUserByEmail(db, email)) !== undefined) {
        throw new HttpError(409, authMessages.emailTaken);
      }
      const claim = {
        email,
        purpose: 'signup' as const,
        tokenHash: sha256(token),
        since: new Date(clock.now() - otpRules.signupWindowMs),
      };
      // Checked before the (deliberately slow) password hash, so bogus calls cost little.
      if (!(await hasVerification(db, claim))) {
        throw new HttpError(403, authMessages.verificationExpired);
      }
      const referrerId = await referrerForSignup(db, referralCode);
      const passwordHash = await hashPassword(password);

      const user = await db.transaction().execute(async (trx) => {
        const now = new Date(clock.now());
        if (!(await claimVerification(trx, { ...claim, now }))) {
          throw new HttpError(403, authMessages.verificationExpired);
        }
        const created = await insertUser(
          trx,
          { email, fullname, passwordHash, phoneNumber, referralCode, verifiedAt: now },
          now,
        );
        if (created === undefined) throw new HttpError(409, authMessages.emailTaken);
        await recordSignupReferral(trx, referrerId, created.id, now);
        if (consent) await recordConsent(trx, created.id, consent, now);
        return created;
      });
      securityEvent(request.log, 'signup.created', { userId: user.id, ip });

      return reply.code(201).send({
        message: authMessages.signedUp,
        user: { userId: user.id, email: user.email, fullname: user.fullname },
      });
    },
  );
}
