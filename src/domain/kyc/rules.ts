import { hasValidVerhoeffDigit } from './verhoeff.ts';

/**
 * The format rules of the KYC documents, shared by the KYC screen (checked before a call) and the
 * server (checked again: it never trusts the client).
 */
export const kycTexts = {
  aadhaarFormat: 'Please enter your 12-digit Aadhaar number.',
  aadhaarFirstDigit: 'An Aadhaar number never starts with 0 or 1.',
  aadhaarChecksum: 'This Aadhaar number is not valid. Please check it for typos.',
  otpFormat: 'Please enter the 6-digit code.',
  panFormat: 'Please enter a valid PAN: five letters, four digits and a letter (e.g. ABCPE1234F).',
  panNotPerson: 'This PAN does not belong to an individual (its fourth letter must be P).',
  nameMissing: 'Please enter your name as printed on your PAN.',
  dateOfBirthFormat: 'Please enter your date of birth.',
  underAge: 'You must be at least 18 years old to open an account.',
  ifscFormat: 'Please enter a valid IFSC: four letters, a zero and six letters or digits.',
  accountNumberFormat: 'Please enter a bank account number of 9 to 18 digits.',
} as const;

export const MINIMUM_AGE_YEARS = 18;

/** Keeps digits only: people type Aadhaar numbers in groups of four. */
export const digitsOnly = (raw: string): string => raw.replace(/[^0-9]/g, '');

/** Error text for an Aadhaar number, or null when it is well formed. */
export function aadhaarError(raw: string): string | null {
  const digits = digitsOnly(raw);
  if (!/^[0-9]{12}$/.test(digits) || /[^0-9\s-]/.test(raw)) return kycTexts.aadhaarFormat;
  if (digits[0] === '0' || digits[0] === '1') return kycTexts.aadhaarFirstDigit;
  if (!hasValidVerhoeffDigit(digits)) return kycTexts.aadhaarChecksum;
  return null;
}

export const normalizePan = (raw: string): string => raw.trim().toUpperCase();

export function panError(raw: string): string | null {
  const pan = normalizePan(raw);
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan)) return kycTexts.panFormat;
  if (pan[3] !== 'P') return kycTexts.panNotPerson;
  return null;
}

/** A name for comparison: letters and digits only, lower case (case and spacing do not count). */
export const comparableName = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.]+/g, '');

/** Whole years between an ISO date of birth and `today` (YYYY-MM-DD), or null for a bad date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (birth === null || now === null) return null;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(by, bm - 1, bd));
  if (date.getUTCFullYear() !== by || date.getUTCMonth() !== bm - 1 || date.getUTCDate() !== bd) {
    return null;
  }
  if (dateOfBirth > today) return null;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

/** Error text for the date of birth on the PAN (at least 18 on `today`), or null. */
export function dateOfBirthError(dateOfBirth: string, today: string): string | null {
  const age = ageOn(dateOfBirth, today);
  if (age === null) return kycTexts.dateOfBirthFormat;
  return age < MINIMUM_AGE_YEARS ? kycTexts.underAge : null;
}

export const normalizeIfsc = (raw: string): string => raw.trim().toUpperCase();

export function ifscError(raw: string): string | null {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normalizeIfsc(raw)) ? null : kycTexts.ifscFormat;
}

export function accountNumberError(raw: string): string | null {
  return /^[0-9]{9,18}$/.test(raw.trim()) ? null : kycTexts.accountNumberFormat;
}

/** `XXXX XXXX 1234`: how an Aadhaar number is shown once it is verified. */
export const maskAadhaar = (last4: string): string => `XXXX XXXX ${last4}`;

/** `ABCPE1234F` → `ABXXXXXX4F`: the first two and last two characters of a PAN stay. */
export const maskPan = (pan: string): string =>
  `${pan.slice(0, 2)}${'X'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-2)}`;

/** `XXXXXXXX1234`: a bank account number with its last four digits only. */
export const maskAccount = (last4: string): string => `XXXXXXXX${last4}`;

/** Today's date in India (IST, UTC+5:30) as YYYY-MM-DD: ages count from the Indian calendar day. */
export function indianDate(epochMs: number): string {
  return new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);
}
