import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  CompleteProfileRequest,
  CompleteProfileResponse,
  oauthPaths,
  RESIDENCE_COUNTRIES,
} from '../../../src/contracts/oauth.ts';
import { errorResponses, HttpError } from '../../http/errors.ts';
import { toLoginUser } from '../auth/users.ts';
import { optionalPhone, requireFullname } from '../auth/validation.ts';
import { findKycRecord } from '../kyc/store.ts';
import { profileCompletionMessages as text } from './messages.ts';

/**
 * POST /auth/complete-profile: the short step after a Google sign-up (the provider gives a name
 * and an email, not the rest the terms ask for). Saving it makes the profile complete.
 */
export function profileCompletionRoutes(app: FastifyInstance): void {
  app.post<{ Body: CompleteProfileRequest; Reply: CompleteProfileResponse }>(
    oauthPaths.completeProfile,
    {
      schema: {
        body: CompleteProfileRequest,
        response: { 200: CompleteProfileResponse, ...errorResponses },
      },
    },
    async (request) => {
      const who = await app.authenticateOptional(request);
      if (who === null) throw new HttpError(401, text.notSignedIn);
      const body = request.body;
      const fullname = requireFullname(body.fullname);
      const phone = optionalPhone(body.phone_number);
      if (phone === null) throw new HttpError(400, text.phoneMissing);
      const accountType = ACCOUNT_TYPES.find((type) => type === body.account_type);
      if (accountType === undefined) throw new HttpError(400, text.accountTypeInvalid);
      if (!Object.hasOwn(RESIDENCE_COUNTRIES, body.country_of_residence)) {
        throw new HttpError(400, text.countryInvalid);
      }
      // A name the PAN check has matched stays the PAN's (as on the profile page).
      const kyc = await findKycRecord(app.db, who.userId);
      const updated = await app.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('app_user')
          .select('fullname')
          .where('id', '=', who.userId)
          .forUpdate()
          .executeTakeFirst();
        if (user === undefined) throw new HttpError(401, text.notSignedIn);
        if (kyc?.pan_state === 'verified' && user.fullname !== fullname) {
          throw new HttpError(409, text.nameLocked);
        }
        return trx
          .updateTable('app_user')
          .set({
            fullname,
            phone_number: phone,
            account_type: accountType,
            country_of_residence: body.country_of_residence,
            profile_pending: false,
            updated_at: new Date(app.clock.now()),
          })
          .where('id', '=', who.userId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      const user = toLoginUser(updated);
      return {
        message: text.saved,
        user: {
          userId: user.userId,
          email: user.email,
          fullname: user.fullname,
          profileComplete: user.profileComplete,
        },
      };
    },
  );
}
