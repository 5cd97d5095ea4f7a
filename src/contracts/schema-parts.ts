import {
  type TLiteral,
  type TNull,
  type TProperties,
  type TSchema,
  type TUnion,
  Type,
} from 'typebox';

/**
 * Building blocks the contracts share. Each builds the same schema (and so the same JSON Schema)
 * as the longhand it replaces.
 */

/** One of these strings: `Type.Union([Type.Literal(a), Type.Literal(b), …])`. */
export const literals = <const T extends readonly string[]>(...values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<{
    -readonly [K in keyof T]: TLiteral<T[K]>;
  }>;

/** The schema or null. */
export const orNull = <T extends TSchema>(schema: T): TUnion<[T, TNull]> =>
  Type.Union([schema, Type.Null()]);

/** An answer's `message` and then these fields: `Type.Object({ message: Type.String(), … })`. */
export const withMessage = <T extends TProperties>(fields: T) =>
  Type.Object({ message: Type.String(), ...fields });

/** Who an account is, as the answers that name the trader start: id, email and full name. */
export const accountFields = {
  userId: Type.String(),
  email: Type.String(),
  fullname: Type.String(),
} as const;

/** An id or symbol a request names (a user, an order, an instrument): 1 to 64 characters. */
export const RequestId = Type.String({ minLength: 1, maxLength: 64 });

/** A code the trader types from a mail or an authenticator app: 1 to 32 characters. */
export const TypedCode = Type.String({ minLength: 1, maxLength: 32 });

/** A password or an access token as a request carries it: at most 128 characters. */
export const Secret = Type.String({ maxLength: 128 });

/** Which way a position faces. */
export const PositionSide = literals('long', 'short');
