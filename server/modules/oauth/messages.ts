/** Every text the Google sign-in calls answer with. */
export const oauthMessages = {
  notConfigured: 'Google sign-in is not available on this server.',
  flowExpired:
    'Your Google sign-in has expired or was started in another browser. Please try again.',
  rejected: 'Google login failed: the sign-in could not be confirmed. Please try again.',
  noAccount: 'No account is linked to this Google identity yet.',
  emailNotVerified:
    'Google has not verified this email address, so it cannot be used to sign in to or create a Derivo account.',
  linkedToAnother:
    'This account is already linked to another Google identity. Please log in with your password.',
  tryAgain: 'The account changed while signing in. Please try again.',
  signedUp: 'Account created with Google.',
  tooManyAttempts: (wait: string) =>
    `Too many Google sign-in attempts. Please try again in ${wait}.`,
} as const;

export const profileCompletionMessages = {
  notSignedIn: 'Sign in to complete your profile',
  phoneMissing: 'Please enter your phone number.',
  accountTypeInvalid: 'Choose an Individual or an Institutional account.',
  countryInvalid: 'Choose your country of residence from the list.',
  nameLocked: 'Your name is verified with your PAN and cannot be changed.',
  saved: 'Profile completed.',
} as const;

const MINUTE = 60_000;

/** Per client IP: each start keeps a flow in memory, each code costs calls to the provider. */
export const oauthLimits = {
  startsPerIp: { max: 60, windowMs: 15 * MINUTE },
  codeCallsPerIp: { max: 120, windowMs: 15 * MINUTE },
} as const;
