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
