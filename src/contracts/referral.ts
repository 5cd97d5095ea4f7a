import { type Static, Type } from 'typebox';
import { literals } from './schema-parts.ts';

/**
 * Refer and earn (spec sections 2, 3 and 9): the trader's code and link, and the traders who
 * signed up with it, masked, each with their steps. A referral is Pending until the referee has
 * completed KYC and had a first executed trade, then Active, and the referrer is credited
 * REFERRAL_REWARD_RUPEES once, unless a rule of docs/referral.md says why not.
 */
export const referralPaths = { referrals: '/referrals' } as const;

/** Spec section 9: up to ₹500 per referral; no limit on the number of referrals. */
export const REFERRAL_REWARD_RUPEES = 500;

/** At most this many rewards are paid to one referrer a day (the Indian calendar day, IST). */
export const REFERRAL_DAILY_CAP = 10;

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

export const ReferralStatus = literals('Pending', 'Active');
export type ReferralStatus = Static<typeof ReferralStatus>;

/**
 * Why a referral whose referee qualified paid nothing: a reward was already paid for the referee's
 * PAN, or for their bank account (whoever referred it), or the referrer's daily cap was reached.
 */
export const ReferralNotRewarded = literals('same_pan', 'same_bank', 'daily_cap');
export type ReferralNotRewarded = Static<typeof ReferralNotRewarded>;

/** The referee's steps after signing up: KYC, a first executed trade, the reward. */
export const ReferralSteps = Type.Object({
  /** Aadhaar and PAN verified. */
  kycDone: Type.Boolean(),
  /** At least one of the referee's orders has been filled. */
  firstTrade: Type.Boolean(),
  /** The reward for this referral has been credited. */
  rewarded: Type.Boolean(),
  /** Set when the referee qualified and no reward was paid: why. */
  notRewarded: Type.Union([ReferralNotRewarded, Type.Null()]),
});
export type ReferralSteps = Static<typeof ReferralSteps>;

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
  steps: ReferralSteps,
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
