import { OTP_LENGTH } from '../constants.ts';

/** Keeps ASCII digits only and at most OTP_LENGTH of them, for an OTP input field. */
export const sanitizeOtpInput = (raw: string): string =>
  raw.replace(/[^0-9]/g, '').slice(0, OTP_LENGTH);

const COMPLETE_OTP = new RegExp(`^[0-9]{${OTP_LENGTH}}$`);

/** True at exactly OTP_LENGTH ASCII digits: the moment verification fires. */
export const isCompleteOtp = (otp: string): boolean => COMPLETE_OTP.test(otp);
