import { type Static, Type } from 'typebox';
import { withMessage } from './schema-parts.ts';

/** Every error body the server sends: the client's catalogue reads detail, then message, then details. */
export const ErrorBody = withMessage({
  detail: Type.Optional(Type.String()),
  details: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
export type ErrorBody = Static<typeof ErrorBody>;
