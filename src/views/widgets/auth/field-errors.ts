import type { FieldError } from '../../../machines/auth/form-rules.ts';

/** The message of a flow's errors that belongs to `field`, else null. */
export const errorFor = (
  errors: FieldError | readonly FieldError[] | null,
  field: FieldError['field'],
): string | null => {
  const list: readonly FieldError[] = errors === null ? [] : 'field' in errors ? [errors] : errors;
  return list.find((error) => error.field === field)?.message ?? null;
};
