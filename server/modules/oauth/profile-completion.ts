import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  CompleteProfileRequest,
  CompleteProfileResponse,
  oauthPaths,
  RESIDENCE_COUNTRIES,
} from '../../../src/contracts/oauth.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { signedInUserId } from '../../http/signed-in.ts';
import { toLoginUser, updateProfile } from '../auth/users.ts';
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
    { schema: routeSchema({ 200: CompleteProfileResponse }, { body: CompleteProfileRequest }) },
    async (request) => {
      const userId = await signedInUserId(request, undefined, { signIn: text.notSignedIn });
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
      const kyc = await findKycRecord(app.db, userId);
      const change = {
        fullname,
        phoneNumber: phone,
        registration: { accountType, countryOfResidence: body.country_of_residence },
      };
      const updated = await updateProfile(
        app.db,
        userId,
        change,
        new Date(app.clock.now()),
        (current) => {
          if (kyc?.pan_state === 'verified' && current.fullname !== fullname) {
            throw new HttpError(409, text.nameLocked);
          }
        },
      );
      if (updated === undefined) throw new HttpError(401, text.notSignedIn);
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
