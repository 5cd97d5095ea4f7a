import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineCatalogue } from '../../src/machines/catalogue.ts';
import { modelSpecs } from './specs/index.ts';

const testFile = (name: string) => new URL(`./${name}.test.ts`, import.meta.url);

describe('every catalogued machine has model-based path tests', () => {
  it('has a model spec for the very machine the catalogue exports', () => {
    const missing = machineCatalogue
      .filter(
        (entry) => modelSpecs.find((spec) => spec.name === entry.name)?.machine !== entry.machine,
      )
      .map((entry) => entry.name);
    expect(
      missing,
      'add tests/machines/specs/<name>.spec.ts and list it in specs/index.ts',
    ).toEqual([]);
  });

  it('has tests/machines/<name>.test.ts running describeModel with its unreachable list', () => {
    const runsModel = (name: string) => {
      if (!existsSync(testFile(name))) return false;
      const source = readFileSync(testFile(name), 'utf8');
      return source.includes('describeModel(') && source.includes(`unreachableOf('${name}')`);
    };
    const missing = machineCatalogue.map((entry) => entry.name).filter((name) => !runsModel(name));
    expect(missing, 'add tests/machines/<name>.test.ts').toEqual([]);
  });

  it('has no model spec for a machine that left the catalogue', () => {
    const names = new Set(machineCatalogue.map((entry) => entry.name));
    expect(modelSpecs.map((spec) => spec.name).filter((name) => !names.has(name))).toEqual([]);
  });
});
