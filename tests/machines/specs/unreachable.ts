import { machineCatalogue, type UnreachableItem } from '../../../src/machines/catalogue.ts';

/** The catalogue's `unreachable` list for a machine; throws when the machine is not catalogued. */
export function unreachableOf(name: string): readonly UnreachableItem[] {
  const entry = machineCatalogue.find((e) => e.name === name);
  if (!entry) throw new Error(`"${name}" is not in src/machines/catalogue.ts`);
  return entry.unreachable ?? [];
}
