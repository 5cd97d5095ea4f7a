import { describe, expect, it } from 'vitest';
import type { UnreachableItem } from '../../../src/machines/catalogue.ts';
import { coverageProblems, coverageTable, measureCoverage } from './coverage.ts';
import { assertExecutors } from './executors.ts';
import { prepareModel, runAllPaths } from './model.ts';
import { type Observation, runPath } from './run.ts';
import type { ModelSpec } from './spec.ts';
import { pathTitle } from './title.ts';

/**
 * The vitest suite for one machine: one test per shortest path on a live actor, one for executors,
 * one for coverage (which re-runs every path itself when the path tests were filtered out).
 */
export function describeModel(spec: ModelSpec, unreachable: readonly UnreachableItem[] = []): void {
  describe(`${spec.name} (model-based)`, () => {
    const prepared = prepareModel(spec);
    const observations: Observation[] = [];

    it('has an executor for every event type the traversal discovered', () => {
      expect(prepared.paths.length).toBeGreaterThan(0);
      assertExecutors(spec, prepared.model, prepared.paths);
    });

    for (const [index, path] of prepared.paths.entries()) {
      it(`path ${index + 1}/${prepared.paths.length}: ${pathTitle(path)}`, async () => {
        observations.push(await runPath(spec, prepared.model, path));
      });
    }

    it('covers every state and transition, less the listed unreachable ones', async () => {
      const complete = observations.length === prepared.paths.length;
      const report = measureCoverage(
        spec.name,
        prepared.model,
        complete ? observations : await runAllPaths(prepared),
      );
      console.log(`\n${coverageTable([report])}\n`);
      expect(coverageProblems(report, unreachable)).toEqual([]);
    });
  });
}
