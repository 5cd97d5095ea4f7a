/** Every browser storage key the app uses (spec section 3), in one place. */
export const localKeys = {
  authToken: 'authToken',
  guestUserId: 'guestUserId',
  userCurrencyPreference: 'userCurrencyPreference',
  guestCurrencyPreference: 'guestCurrencyPreference',
  theme: 'theme',
  persistRoot: 'persist:root',
} as const;

/** The bell's keys in localStorage: one of each per account, shared by its tabs. */
export const notificationKeys = {
  /** The account's notification read mark. */
  readThrough: (userId: string): string => `derivo.notifications.readThrough.${userId}`,
  /** The greatest notice id this browser took for the account: a reload does not toast it again. */
  takenThrough: (userId: string): string => `derivo.notifications.takenThrough.${userId}`,
  /** The account's deposits, withdrawals and KYC results for the bell, and their read mark. */
  account: (userId: string): string => `derivo.notifications.account.${userId}`,
} as const;

export const sessionKeys = {
  sessionData: 'sessionData',
} as const;
