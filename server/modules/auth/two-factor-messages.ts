/** Every text the two-factor calls answer with. */
export const twoFactorMessages = {
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start setting up two-factor sign-in first.',
  notOn: 'Two-factor sign-in is not on.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  wrongCode:
    'That code is not valid. Please enter the current code from your authenticator app or an unused recovery code.',
  wrongLoginCode: (triesLeft: number) =>
    `That code is not valid. Please try again (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
  challengeEnded: 'This sign-in has expired. Please log in again.',
  tooManyCodes: 'Too many incorrect codes. Please log in again.',
  tooManyAttempts: (wait: string) => `Too many incorrect codes. Please try again in ${wait}.`,
} as const;
