import { basename } from 'node:path';
import { reachableFrom, sourceFiles } from './import-graph.ts';

/** One Stryker run: the files it mutates and the only test files that can reach them. */
export interface Shard {
  readonly name: string;
  readonly mutate: readonly string[];
  readonly tests: { readonly unit: readonly string[]; readonly machines: readonly string[] };
}

/**
 * Modules that import many machines: the catalogue, the specs' index, the root machine and its
 * spec (which runs the root's children as inert stand-ins). A test that loads one of them does not
 * thereby test each machine, so the graph stops there (the root's test is also the slowest file to
 * load); a mutant only such a test could kill counts as surviving.
 */
const BARRIERS = new Set([
  'src/machines/catalogue.ts',
  'src/machines/root.machine.ts',
  'tests/machines/specs/index.ts',
  'tests/machines/specs/root.spec.ts',
]);

/** `tests/machines/<name>.test.ts` (or `<name>.<more>.test.ts`) tests the machine file `<name>.machine.ts`. */
const namesake = (test: string, file: string) => {
  const name = /^tests\/machines\/([^/.]+)(?:\.[^/]+)?\.test\.ts$/.exec(test)?.[1];
  return (
    name !== undefined &&
    file.startsWith('src/machines/') &&
    basename(file) === `${name}.machine.ts`
  );
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Splits `area` into shards of files reached by the same test files. Stryker runs a mutant in code
 * that runs at import time (a machine's config) against every test of its run, so one run per
 * group keeps that to the machine's own tests instead of the whole suite.
 */
export function planShards(root: string, area: string): { shards: Shard[]; untested: string[] } {
  const tests = [...sourceFiles(root, 'tests/unit'), ...sourceFiles(root, 'tests/machines')].filter(
    isTest,
  );
  const cache = new Map<string, string[]>();
  const reach = new Map(tests.map((test) => [test, reachableFrom(root, test, BARRIERS, cache)]));
  const groups = new Map<string, { mutate: string[]; tests: string[] }>();
  const untested: string[] = [];
  for (const file of sourceFiles(root, area)) {
    const covering = tests.filter((test) => reach.get(test)?.has(file) || namesake(test, file));
    if (covering.length === 0) {
      untested.push(file);
      continue;
    }
    const key = covering.join('\n');
    const group = groups.get(key) ?? { mutate: [], tests: covering };
    group.mutate.push(file);
    groups.set(key, group);
  }
  const shards = [...groups.values()].map((group) => ({
    name: basename(group.mutate[0] as string).replace(/\.tsx?$/, ''),
    mutate: group.mutate,
    tests: {
      unit: group.tests.filter((t) => t.startsWith('tests/unit/')),
      machines: group.tests.filter((t) => t.startsWith('tests/machines/')),
    },
  }));
  return {
    shards: shards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    untested,
  };
}
