import { type Static, Type } from 'typebox';
import { accountFields, withMessage } from './schema-parts.ts';

/**
 * Google sign-in (spec sections 3 and 7): after the provider sends the browser back to
 * /auth/google/callback, the app posts what came back in the query to login, then to sign-up.
 */
export const oauthPaths = {
  /** GET: starts the sign-in (PKCE secrets kept by the server) and redirects to the provider. */
  start: (provider: string) => `/auth/${provider}/start`,
  /** POST with the bearer: the profile-completion step after a Google sign-up. */
  completeProfile: '/auth/complete-profile',
  /** POST {}: mails the owner of the account a Google sign-in wants to link a confirmation code. */
  linkSendCode: (provider: string) => `/auth/${provider}/link/send-code`,
  /** POST {password} or {code}: the owner confirms the link; answers a sign-in (or the 2FA step). */
  link: (provider: string) => `/auth/${provider}/link`,
} as const;

/**
 * Login or sign-up found a password account with the Google email, not linked yet: nothing is
 * signed in until the owner confirms once, with the password or a code mailed to the account.
 */
export const OAuthLinkRequired = Type.Object({
  linkRequired: Type.Literal(true),
  /** The account's email, masked (a***@example.com). */
  email: Type.String(),
  message: Type.String(),
});
export type OAuthLinkRequired = Static<typeof OAuthLinkRequired>;

export const OAuthLinkRequest = Type.Object({
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
  code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })),
});
export type OAuthLinkRequest = Static<typeof OAuthLinkRequest>;

export const OAuthLinkCodeSent = Type.Object({ message: Type.String() });
export type OAuthLinkCodeSent = Static<typeof OAuthLinkCodeSent>;

export const OAuthCodeRequest = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.String({ minLength: 1, maxLength: 512 }),
  /** The issuer the provider names in its answer (RFC 9207), when it names one. */
  iss: Type.Optional(Type.String({ maxLength: 512 })),
});
export type OAuthCodeRequest = Static<typeof OAuthCodeRequest>;

const Avatar = Type.Union([Type.String(), Type.Null()]);

/** OAuth login response: data with user (userId, email, fullname, avatar, provider) and token. */
export const OAuthLoginResponse = Type.Object({
  data: Type.Object({
    user: Type.Object({
      ...accountFields,
      avatar: Avatar,
      provider: Type.String(),
      /** False until the profile-completion step (phone, account type, country) is saved. */
      profileComplete: Type.Boolean(),
    }),
    token: Type.String(),
  }),
});
export type OAuthLoginResponse = Static<typeof OAuthLoginResponse>;

/** OAuth sign-up response: user (id, email, fullname, avatar) and uid and token. */
export const OAuthSignupResponse = withMessage({
  user: Type.Object({
    id: Type.String(),
    email: Type.String(),
    fullname: Type.String(),
    avatar: Avatar,
    provider: Type.String(),
    profileComplete: Type.Boolean(),
  }),
  uid: Type.String(),
  token: Type.String(),
});
export type OAuthSignupResponse = Static<typeof OAuthSignupResponse>;

/** The terms' account types. */
export const ACCOUNT_TYPES = ['individual', 'institutional'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Countries of residence the profile step offers (ISO 3166-1 alpha-2), India first. */
export const RESIDENCE_COUNTRIES = {
  IN: 'India',
  AE: 'United Arab Emirates',
  SG: 'Singapore',
  GB: 'United Kingdom',
  US: 'United States',
} as const;
export type ResidenceCountry = keyof typeof RESIDENCE_COUNTRIES;

/** The profile-completion step: full name as per PAN, phone, account type, country of residence. */
export const CompleteProfileRequest = Type.Object({
  fullname: Type.String({ maxLength: 200 }),
  phone_number: Type.String({ maxLength: 40 }),
  account_type: Type.String({ maxLength: 20 }),
  country_of_residence: Type.String({ maxLength: 2 }),
});
export type CompleteProfileRequest = Static<typeof CompleteProfileRequest>;

export const CompleteProfileResponse = withMessage({
  user: Type.Object({
    ...accountFields,
    profileComplete: Type.Boolean(),
  }),
});
export type CompleteProfileResponse = Static<typeof CompleteProfileResponse>;
