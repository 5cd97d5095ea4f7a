import { describeMachine, type MachineModel } from '../../../scripts/statecharts/model.ts';
import type { UnreachableItem } from '../../../src/machines/catalogue.ts';
import { type CoverageReport, coverageProblems, measureCoverage } from './coverage.ts';
import { assertExecutors } from './executors.ts';
import { buildPaths, type ModelPath } from './paths.ts';
import { type Observation, runPath } from './run.ts';
import { createRunParts } from './run-context.ts';
import type { ModelSpec } from './spec.ts';

export interface PreparedModel {
  readonly spec: ModelSpec;
  readonly model: MachineModel;
  readonly paths: readonly ModelPath[];
}

/** Traverses the machine (with the spec's fakes provided) into shortest paths. */
export function prepareModel(spec: ModelSpec): PreparedModel {
  const { machine } = createRunParts(spec);
  return { spec, model: describeMachine(machine, spec.input), paths: buildPaths(spec, machine) };
}

export async function runAllPaths(prepared: PreparedModel): Promise<Observation[]> {
  const observations: Observation[] = [];
  for (const path of prepared.paths)
    observations.push(await runPath(prepared.spec, prepared.model, path));
  return observations;
}

/**
 * The whole check in one call: executors for every discovered event, every path on a live actor,
 * and full coverage (less the listed unreachable items). Throws on the first kind of failure.
 */
export async function checkModel(
  spec: ModelSpec,
  unreachable: readonly UnreachableItem[] = [],
): Promise<CoverageReport> {
  const prepared = prepareModel(spec);
  assertExecutors(spec, prepared.model, prepared.paths);
  const report = measureCoverage(spec.name, prepared.model, await runAllPaths(prepared));
  const problems = coverageProblems(report, unreachable);
  if (problems.length > 0) throw new Error(`Coverage below 100%:\n  ${problems.join('\n  ')}`);
  return report;
}
