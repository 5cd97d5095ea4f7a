import type {
  AuthenticateKycResponse,
  KycStatus,
  KycStatusResponse,
  Profile,
  ProfileResponse,
  SendAadhaarOtpResponse,
  UpdateProfileResponse,
} from '../contracts/kyc.ts';
import { kycPaths } from '../contracts/kyc-paths.ts';
import type { BankDetails, PanDetails } from '../machines/kyc/kyc-rules.ts';
import type { ProfileEdit } from '../machines/profile/profile.machine.ts';
import type { HttpClient } from './http/client.ts';

/** The KYC calls of spec section 7 and the profile; every one carries the bearer token. */
export interface KycApi {
  authenticate(): Promise<string>;
  status(): Promise<KycStatus>;
  sendAadhaarOtp(accessToken: string, aadhaarNumber: string): Promise<string>;
  verifyAadhaarOtp(
    accessToken: string,
    referenceId: string,
    otp: string,
    aadhaarNumber: string,
  ): Promise<KycStatus>;
  verifyPan(accessToken: string, details: PanDetails): Promise<KycStatus>;
  verifyBankAccount(accessToken: string, details: BankDetails): Promise<KycStatus>;
  profile(): Promise<Profile>;
  updateProfile(edit: ProfileEdit): Promise<Profile>;
}

export function createKycApi(http: HttpClient): KycApi {
  return {
    authenticate: async () =>
      (
        await http.request<AuthenticateKycResponse>(kycPaths.authenticate, {
          method: 'POST',
          body: {},
        })
      ).data.accessToken,
    status: async () => (await http.request<KycStatusResponse>(kycPaths.status, {})).data,
    sendAadhaarOtp: async (accessToken, aadhaarNumber) =>
      (
        await http.request<SendAadhaarOtpResponse>(kycPaths.sendAadhaarOtp, {
          method: 'POST',
          query: { accessToken },
          body: { aadhaar_number: aadhaarNumber },
        })
      ).data.reference_id,
    verifyAadhaarOtp: async (accessToken, referenceId, otp, aadhaarNumber) =>
      (
        await http.request<KycStatusResponse>(kycPaths.verifyAadhaarOtp, {
          method: 'POST',
          query: { reference_id: referenceId, accessToken },
          body: { otp, aadhaar_number: aadhaarNumber },
        })
      ).data,
    verifyPan: async (accessToken, details) =>
      (
        await http.request<KycStatusResponse>(kycPaths.verifyPan, {
          method: 'POST',
          query: { accessToken },
          body: { ...details },
        })
      ).data,
    verifyBankAccount: async (accessToken, details) =>
      (
        await http.request<KycStatusResponse>(kycPaths.verifyBankAccount, {
          query: { accessToken, ifsc: details.ifsc, account_number: details.accountNumber },
        })
      ).data,
    profile: async () => (await http.request<ProfileResponse>(kycPaths.profile, {})).profile,
    updateProfile: async (edit) =>
      (
        await http.request<UpdateProfileResponse>(kycPaths.profile, {
          method: 'PATCH',
          body: { fullname: edit.fullName, phone_number: edit.phoneNumber },
        })
      ).profile,
  };
}
