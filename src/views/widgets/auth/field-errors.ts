import type { FieldError } from '../../../machines/auth/form-rules.ts';

/** The message of a flow's error when it belongs to `field`, else null. */
export const errorFor = (error: FieldError | null, field: FieldError['field']): string | null =>
  error?.field === field ? error.message : null;
