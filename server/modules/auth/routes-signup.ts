import type { FastifyInstance } from 'fastify';
import {
  authPaths,
  SignupManualRequest,
  SignupManualResponse,
} from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { otpRules } from './limits.ts';
import { authMessages } from './messages.ts';
import { claimVerifiedOtp, hasVerifiedOtp } from './otp-store.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser } from './users.ts';
import {
  normalizeEmail,
  optionalPhone,
  optionalText,
  requireFullname,
  requireStrongPassword,
} from './validation.ts';

/** POST /auth/user-signup/manual: an account for an email verified with a sign-up code. */
export function signupRoutes(app: FastifyInstance): void {
  const { db, clock } = app;

  app.post<{ Body: SignupManualRequest; Reply: SignupManualResponse }>(
    authPaths.signupManual,
    { schema: { body: SignupManualRequest, response: { 201: SignupManualResponse } } },
    async (request, reply) => {
      const body = request.body;
      const email = normalizeEmail(body.email);
      const fullname = requireFullname(body.fullname);
      const password = requireStrongPassword(body.password, [email, fullname]);
      const phoneNumber = optionalPhone(body.phone_number);
      const referralCode = optionalText(body.referral_code, authMessages.invalidReferralCode);

      if ((await findUserByEmail(db, email)) !== undefined) {
        throw new HttpError(409, authMessages.emailTaken);
      }
      const since = new Date(clock.now() - otpRules.signupWindowMs);
      if (!(await hasVerifiedOtp(db, { email, purpose: 'signup', since }))) {
        throw new HttpError(400, authMessages.emailNotVerified);
      }
      const passwordHash = await hashPassword(password);

      const user = await db.transaction().execute(async (trx) => {
        const now = new Date(clock.now());
        const claimed = await claimVerifiedOtp(trx, { email, purpose: 'signup', since, now });
        if (!claimed) throw new HttpError(400, authMessages.emailNotVerified);
        const created = await insertUser(
          trx,
          { email, fullname, passwordHash, phoneNumber, referralCode, verifiedAt: now },
          now,
        );
        if (created === undefined) throw new HttpError(409, authMessages.emailTaken);
        return created;
      });

      return reply.code(201).send({
        message: authMessages.signedUp,
        user: { userId: user.id, email: user.email, fullname: user.fullname },
      });
    },
  );
}
