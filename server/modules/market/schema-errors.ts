import type { FastifySchemaValidationError } from 'fastify';

/**
 * Readable validation details: "body/category must be one of dashboard, futures, …" instead of
 * ajv's one line per branch of a union of constants. Used by the market module's routes.
 */
export function marketSchemaError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const allowed = new Map<string, string[]>();
  const other: string[] = [];
  for (const error of errors) {
    const where = `${dataVar}${error.instancePath}`;
    const value = error.params.allowedValue;
    if (error.keyword === 'const' && (typeof value === 'string' || typeof value === 'number')) {
      allowed.set(where, [...(allowed.get(where) ?? []), String(value)]);
    } else if (error.keyword !== 'anyOf') {
      other.push(`${where} ${error.message ?? 'is invalid'}`);
    }
  }
  const oneOf = [...allowed].map(
    ([where, values]) => `${where} must be one of ${values.join(', ')}`,
  );
  const parts = [...new Set([...oneOf, ...other])];
  return new Error(parts.length > 0 ? parts.join('; ') : `${dataVar} is invalid`);
}
