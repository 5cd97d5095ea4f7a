import { type Static, Type } from 'typebox';
import { accountFields, literals, orNull, Secret, withMessage } from './schema-parts.ts';

export { kycPaths } from './kyc-paths.ts';

/**
 * The KYC calls of spec section 7 and the profile, under /api/v1. Request field names are the
 * spec's (snake_case); every number in an answer is masked.
 */

export const KycOverallStatus = literals('none', 'in_progress', 'verified', 'rejected');
export type KycOverallStatus = Static<typeof KycOverallStatus>;

const CheckState = literals('pending', 'verified', 'failed');

export const KycStatus = Type.Object({
  status: KycOverallStatus,
  aadhaar: Type.Object({
    state: literals('pending', 'otp_sent', 'verified'),
    /** `XXXX XXXX 1234` once verified. */
    masked: orNull(Type.String()),
  }),
  pan: Type.Object({
    state: CheckState,
    masked: orNull(Type.String()),
    name: orNull(Type.String()),
    /** Why the last check failed (the provider's words). */
    failure: orNull(Type.String()),
  }),
  bank: Type.Object({
    state: CheckState,
    ifsc: orNull(Type.String()),
    /** `XXXXXXXX1234` once verified. */
    masked: orNull(Type.String()),
    failure: orNull(Type.String()),
  }),
});
export type KycStatus = Static<typeof KycStatus>;

export const KycStatusResponse = withMessage({ data: KycStatus });
export type KycStatusResponse = Static<typeof KycStatusResponse>;

export const AuthenticateKycResponse = withMessage({
  data: Type.Object({ accessToken: Type.String(), expiresIn: Type.Integer() }),
});
export type AuthenticateKycResponse = Static<typeof AuthenticateKycResponse>;

export const KycAccessQuery = Type.Object({ accessToken: Secret });
export type KycAccessQuery = Static<typeof KycAccessQuery>;

export const SendAadhaarOtpRequest = Type.Object({
  aadhaar_number: Type.String({ maxLength: 32 }),
});
export type SendAadhaarOtpRequest = Static<typeof SendAadhaarOtpRequest>;

export const SendAadhaarOtpResponse = withMessage({
  data: Type.Object({ reference_id: Type.String() }),
});
export type SendAadhaarOtpResponse = Static<typeof SendAadhaarOtpResponse>;

export const VerifyAadhaarOtpQuery = Type.Object({
  reference_id: Type.String({ maxLength: 64 }),
  accessToken: Secret,
});
export type VerifyAadhaarOtpQuery = Static<typeof VerifyAadhaarOtpQuery>;

export const VerifyAadhaarOtpRequest = Type.Object({
  otp: Type.String({ maxLength: 32 }),
  aadhaar_number: Type.String({ maxLength: 32 }),
});
export type VerifyAadhaarOtpRequest = Static<typeof VerifyAadhaarOtpRequest>;

export const VerifyPanRequest = Type.Object({
  pan: Type.String({ maxLength: 32 }),
  name_as_per_pan: Type.String({ maxLength: 120 }),
  /** YYYY-MM-DD. */
  date_of_birth: Type.String({ maxLength: 32 }),
});
export type VerifyPanRequest = Static<typeof VerifyPanRequest>;

export const VerifyBankQuery = Type.Object({
  accessToken: Secret,
  ifsc: Type.String({ maxLength: 32 }),
  account_number: Type.String({ maxLength: 32 }),
});
export type VerifyBankQuery = Static<typeof VerifyBankQuery>;

export const Profile = Type.Object({
  ...accountFields,
  phoneNumber: orNull(Type.String()),
  /** When the account was created (ISO 8601). */
  memberSince: Type.String(),
  /**
   * Account type of the terms, from the verified PAN (its fourth letter P is a person: Individual);
   * null until then. Institutional accounts need a company PAN, which this KYC does not take yet.
   */
  accountType: Type.Union([Type.Literal('individual'), Type.Null()]),
  /** ISO 3166 code of the country of residence, from the verified Aadhaar (residents only); null until then. */
  countryOfResidence: Type.Union([Type.Literal('IN'), Type.Null()]),
  kyc: KycStatus,
});
export type Profile = Static<typeof Profile>;

export const ProfileResponse = Type.Object({ profile: Profile });
export type ProfileResponse = Static<typeof ProfileResponse>;

export const UpdateProfileRequest = Type.Object({
  fullname: Type.String({ maxLength: 120 }),
  /** Blank removes the phone number. */
  phone_number: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
});
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

export const UpdateProfileResponse = withMessage({ profile: Profile });
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;
