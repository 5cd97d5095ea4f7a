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
  linkRequired:
    'An account with this email already exists. Confirm it is yours, with its password or a code we email to it, to link Google sign-in.',
  linkNotPending:
    'There is no Google link waiting for confirmation. Please sign in with Google again.',
  linkCodeSent: 'We emailed a 6-digit code to the account. It is valid for 10 minutes.',
  linkNeedsProof: 'Enter the account password or the emailed code.',
  linkWrongProof: 'That password or code is not right.',
  linkTooManyCodes: 'Too many wrong codes. Please sign in with Google again.',
  linkCodeSubject: 'Your Derivo code to link Google sign-in',
  linkCodeText: (code: string) =>
    `Someone is linking Google sign-in to your Derivo account. If it is you, enter this code:\n\n    ${code}\n\nIt is valid for 10 minutes. If it is not you, ignore this mail: nothing is linked without it.`,
  linkedSubject: 'Google sign-in was linked to your Derivo account',
  linkedText: (googleEmail: string) =>
    `Google sign-in (${googleEmail}) was linked to your Derivo account. From now on you can sign in with Google.\n\nIf this was not you, change your password and contact support at once.`,
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
