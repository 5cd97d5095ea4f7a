import { type Static, Type } from 'typebox';

/**
 * Refer and earn (spec sections 2, 3 and 9): the trader's code and link, and the traders who
 * signed up with it, masked. A referral is Pending until the referee's KYC is verified, then
 * Active, and the referrer is credited REFERRAL_REWARD_RUPEES once.
 */
export const referralPaths = { referrals: '/referrals' } as const;

/** Spec section 9: up to ₹500 per referral; no limit on the number of referrals. */
export const REFERRAL_REWARD_RUPEES = 500;

/** Crockford base32 without I, L, O, U: readable aloud, hard to guess. */
export const REFERRAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** Sign-up's refusal of a code no trader has (400), so the sign-up form can point at the field. */
export const REFERRAL_CODE_NOT_FOUND =
  'Referral code not found. Check the code, or leave it empty.';

/** The signup page's query parameter that pre-fills the referral code. */
export const REFERRAL_QUERY = 'ref';

export const ReferralsQuery = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type ReferralsQuery = Static<typeof ReferralsQuery>;

export const ReferralStatus = Type.Union([Type.Literal('Pending'), Type.Literal('Active')]);
export type ReferralStatus = Static<typeof ReferralStatus>;

export const ReferralRow = Type.Object({
  /** Masked: "Pr*** K***". */
  userName: Type.String(),
  /** Masked: "pr***@example.com". */
  email: Type.String(),
  /** ISO time the referee signed up. */
  joinDate: Type.String(),
  status: ReferralStatus,
  /** Rupees credited for this referral (0 while Pending). */
  rewards: Type.Number(),
});
export type ReferralRow = Static<typeof ReferralRow>;

export const ReferralsResponse = Type.Object({
  code: Type.String(),
  /** `<origin>/signup?ref=CODE`. */
  link: Type.String(),
  referrals: Type.Array(ReferralRow),
  /** Rupees. */
  totalRewards: Type.Number(),
});
export type ReferralsResponse = Static<typeof ReferralsResponse>;

/** Tidies what a person typed: upper case, no spaces or dashes, Crockford's look-alikes mapped. */
export function normalizeReferralCode(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** The sign-up link of a code on `origin` (no trailing slash). */
export const referralLink = (origin: string, code: string): string =>
  `${origin}/signup?${REFERRAL_QUERY}=${encodeURIComponent(code)}`;
