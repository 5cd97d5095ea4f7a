/**
 * Documented inputs (docs/kyc.md) on which the sandbox provider answers like a vendor that
 * refuses the document, so the unhappy paths can be shown and tested.
 */
export const sandboxValues = {
  /** Well formed, a person's PAN, but not in the registry: 422 PAN_NOT_FOUND. */
  nonExistentPan: 'ZZZPZ9999Z',
  /** A well-formed account number whose account is closed: 422 ACCOUNT_CLOSED. */
  closedAccountNumber: '000000000000',
} as const;

export const sandboxTexts = {
  panNotFound: 'This PAN does not exist in the Income Tax Department records. Please check it.',
  accountClosed: 'This bank account is closed. Please add an active account in your name.',
} as const;
