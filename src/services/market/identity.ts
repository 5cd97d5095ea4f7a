export interface MarketIdentity {
  /** The session is still being restored from storage. */
  readonly restoring: boolean;
  readonly signedInUserId: string | null;
  readonly guestId: string | null;
}

/**
 * Whose market data this is: the signed-in trader's user id, else the guest id (spec section 1:
 * guests get live market data under their guest id). Null while the session is still being
 * restored, so a returning trader does not first connect as a guest.
 */
export function marketUserId(identity: MarketIdentity): string | null {
  if (identity.restoring) return null;
  return identity.signedInUserId ?? identity.guestId;
}
