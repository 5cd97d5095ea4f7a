export type ValidationResult = { ok: true } | { ok: false; message: string };

export const valid: ValidationResult = { ok: true };

export const invalid = (message: string): ValidationResult => ({ ok: false, message });
