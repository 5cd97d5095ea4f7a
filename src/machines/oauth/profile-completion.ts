import {
  ACCOUNT_TYPES,
  type AccountType,
  RESIDENCE_COUNTRIES,
  type ResidenceCountry,
} from '../../contracts/oauth.ts';
import { formTexts, phoneNumberError } from '../auth/form-rules.ts';

/** The profile-completion step after a Google sign-up. */
export interface ProfileCompletion {
  readonly fullName: string;
  readonly phoneNumber: string;
  readonly accountType: AccountType | '';
  readonly country: ResidenceCountry | '';
}

export type ProfileCompletionField =
  | 'fullName'
  | 'phoneNumber'
  | 'accountType'
  | 'country'
  | 'form';

export interface ProfileCompletionError {
  readonly field: ProfileCompletionField;
  readonly message: string;
}

export const profileCompletionTexts = {
  phoneMissing: 'Please enter your phone number.',
  accountTypeMissing: 'Choose an Individual or an Institutional account.',
  countryMissing: 'Choose your country of residence.',
  saveFailed: 'Failed to save your profile',
} as const;

/** The first rule the step breaks, in form order; null when it can be saved. */
export function profileCompletionError(details: ProfileCompletion): ProfileCompletionError | null {
  if (details.fullName.trim() === '') {
    return { field: 'fullName', message: formTexts.fullNameMissing };
  }
  if (details.phoneNumber.trim() === '') {
    return { field: 'phoneNumber', message: profileCompletionTexts.phoneMissing };
  }
  const phone = phoneNumberError(details.phoneNumber);
  if (phone !== null) return { field: 'phoneNumber', message: phone.message };
  if (!ACCOUNT_TYPES.some((type) => type === details.accountType)) {
    return { field: 'accountType', message: profileCompletionTexts.accountTypeMissing };
  }
  if (!Object.hasOwn(RESIDENCE_COUNTRIES, details.country)) {
    return { field: 'country', message: profileCompletionTexts.countryMissing };
  }
  return null;
}
