import { parseArgs } from 'node:util';

/** The PostgreSQL server a bench makes its fresh database on unless `--postgres` names another. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

type Values<T> = { [K in keyof T]: T[K] extends string ? string : string | undefined };

/** A bench's `--name value` options, every one text, with these defaults (undefined: none). */
export function benchArgs<const T extends Record<string, string | undefined>>(
  defaults: T,
): Values<T> {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [
      name,
      value === undefined
        ? { type: 'string' as const }
        : { type: 'string' as const, default: value },
    ]),
  );
  return parseArgs({ options }).values as Values<T>;
}
