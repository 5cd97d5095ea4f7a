import { type Static, Type } from 'typebox';
import { literals, orNull } from './schema-parts.ts';

export * from './api-keys-paths.ts';

/** An address or CIDR range a key may be used from, e.g. `203.0.113.7` or `2001:db8::/48`. */
const Cidr = Type.String({ minLength: 2, maxLength: 64 });

/** The scopes a key is created with: read only, or read and trade. */
export const ApiKeyScopes = Type.Union([
  Type.Tuple([Type.Literal('read')]),
  Type.Tuple([Type.Literal('read'), Type.Literal('trade')]),
]);
export type ApiKeyScopes = Static<typeof ApiKeyScopes>;

export const CreateApiKeyRequest = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 64 }),
    scopes: ApiKeyScopes,
    /** Empty or absent: any address. */
    ipAllowlist: Type.Optional(Type.Array(Cidr, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequest>;

/** The secret is in this answer only: the server never shows it again. */
export const CreateApiKeyResponse = Type.Object({
  keyId: Type.String(),
  secret: Type.String(),
});
export type CreateApiKeyResponse = Static<typeof CreateApiKeyResponse>;

export const ApiKeySummary = Type.Object({
  keyId: Type.String(),
  label: Type.String(),
  scopes: Type.Array(literals('read', 'trade')),
  ipAllowlist: Type.Array(Type.String()),
  /** ISO 8601. */
  createdAt: Type.String(),
  /** ISO 8601, or null when never used. */
  lastUsedAt: orNull(Type.String()),
});
export type ApiKeySummary = Static<typeof ApiKeySummary>;

export const ApiKeysResponse = Type.Object({ keys: Type.Array(ApiKeySummary) });
export type ApiKeysResponse = Static<typeof ApiKeysResponse>;

export const ApiKeyParams = Type.Object({ keyId: Type.String({ minLength: 1, maxLength: 64 }) });
export type ApiKeyParams = Static<typeof ApiKeyParams>;

/** The first frame of a user stream opened by key instead of `?token=`. */
export const StreamAuthFrame = Type.Object({
  type: Type.Literal('auth'),
  key: Type.String({ maxLength: 64 }),
  timestamp: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
  signature: Type.String({ maxLength: 128 }),
});
export type StreamAuthFrame = Static<typeof StreamAuthFrame>;
