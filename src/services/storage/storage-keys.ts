/** Every browser storage key the app uses (spec section 3), in one place. */
export const localKeys = {
  authToken: 'authToken',
  guestUserId: 'guestUserId',
  userCurrencyPreference: 'userCurrencyPreference',
  guestCurrencyPreference: 'guestCurrencyPreference',
  theme: 'theme',
  persistRoot: 'persist:root',
} as const;

export const sessionKeys = {
  sessionData: 'sessionData',
} as const;
