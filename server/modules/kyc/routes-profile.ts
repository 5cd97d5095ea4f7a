import type { FastifyInstance } from 'fastify';
import {
  kycPaths,
  type Profile,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '../../../src/contracts/kyc.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { type UserRow, updateProfile } from '../auth/users.ts';
import { optionalPhone, requireFullname } from '../auth/validation.ts';
import { kycMessages } from './messages.ts';
import { signedIn } from './routes.ts';
import type { KycService } from './service.ts';

/** The trader's own profile: details and KYC status; name and phone can be changed. */
export function profileRoutes(app: FastifyInstance, service: KycService): void {
  const profileOf = async (user: UserRow): Promise<Profile> => {
    const kyc = await service.status(user.id);
    return {
      userId: user.id,
      email: user.email,
      fullname: user.fullname,
      phoneNumber: user.phone_number,
      memberSince: user.created_at.toISOString(),
      // Facts of the verified documents, never a default: an Aadhaar is issued to residents of
      // India, and a PAN whose fourth letter is P (the only kind KYC takes) belongs to a person.
      accountType: kyc.pan.state === 'verified' ? 'individual' : null,
      countryOfResidence: kyc.aadhaar.state === 'verified' ? 'IN' : null,
      kyc,
    };
  };

  app.get<{ Reply: ProfileResponse }>(
    kycPaths.profile,
    { schema: routeSchema({ 200: ProfileResponse }) },
    async (request) => ({ profile: await profileOf(await signedIn(app, request)) }),
  );

  app.patch<{ Body: UpdateProfileRequest; Reply: UpdateProfileResponse }>(
    kycPaths.profile,
    { schema: routeSchema({ 200: UpdateProfileResponse }, { body: UpdateProfileRequest }) },
    async (request) => {
      const user = await signedIn(app, request);
      const fullname = requireFullname(request.body.fullname);
      const phone = optionalPhone(request.body.phone_number);
      // The PAN check matched this name: once verified, it is the PAN's.
      const kyc = await service.status(user.id);
      const updated = await updateProfile(
        app.db,
        user.id,
        { fullname, phoneNumber: phone },
        new Date(app.clock.now()),
        (current) => {
          if (kyc.pan.state === 'verified' && fullname !== current.fullname) {
            throw new HttpError(409, kycMessages.nameLocked);
          }
        },
      );
      if (updated === undefined) throw new HttpError(401, kycMessages.notSignedIn);
      return { message: kycMessages.profileUpdated, profile: await profileOf(updated) };
    },
  );
}
