import type { MachineModel } from '../../../scripts/statecharts/model.ts';
import type { UnreachableItem } from '../../../src/machines/catalogue.ts';
import type { Observation } from './run.ts';

export interface CoverageReport {
  readonly machine: string;
  /** Every state below the root, in document order. */
  readonly states: readonly string[];
  readonly transitions: readonly string[];
  readonly coveredStates: ReadonlySet<string>;
  readonly coveredTransitions: ReadonlySet<string>;
  /** `always` transitions are invisible to traversal; they are counted from the live runs. */
  readonly alwaysTransitions: readonly string[];
}

export function measureCoverage(
  name: string,
  model: MachineModel,
  observations: readonly Observation[],
): CoverageReport {
  const states = model.states.filter((s) => s.id !== model.rootId).map((s) => s.id);
  const transitions = model.transitions.map((t) => t.key);
  const seenStates = new Set(observations.flatMap((o) => [...o.states]));
  const seenTransitions = new Set(observations.flatMap((o) => [...o.transitions]));
  return {
    machine: name,
    states,
    transitions,
    coveredStates: new Set(states.filter((id) => seenStates.has(id))),
    coveredTransitions: new Set(transitions.filter((key) => seenTransitions.has(key))),
    alwaysTransitions: model.transitions.filter((t) => t.kind === 'always').map((t) => t.key),
  };
}

/**
 * Problems that fail the suite: an uncovered state or transition not listed as unreachable, a listed
 * item that is covered after all, and a listed item the machine does not have.
 */
export function coverageProblems(
  report: CoverageReport,
  unreachable: readonly UnreachableItem[] = [],
): string[] {
  const problems: string[] = [];
  const listed = (kind: UnreachableItem['kind'], id: string) =>
    unreachable.some((item) => item.kind === kind && item.id === id);
  const check = (
    kind: UnreachableItem['kind'],
    all: readonly string[],
    covered: ReadonlySet<string>,
  ) => {
    for (const id of all) {
      if (!covered.has(id) && !listed(kind, id)) problems.push(`${kind} not covered: ${id}`);
      if (covered.has(id) && listed(kind, id))
        problems.push(`${kind} listed as unreachable but covered: ${id}`);
    }
  };
  check('state', report.states, report.coveredStates);
  check('transition', report.transitions, report.coveredTransitions);
  for (const item of unreachable) {
    const all = item.kind === 'state' ? report.states : report.transitions;
    if (!all.includes(item.id))
      problems.push(`unreachable ${item.kind} does not exist: ${item.id}`);
    if (item.reason.trim() === '')
      problems.push(`unreachable ${item.kind} has no reason: ${item.id}`);
  }
  return problems.map((p) => `${report.machine}: ${p}`);
}

const pct = (covered: number, total: number) =>
  total === 0 ? 100 : Math.floor((covered / total) * 100);

export function coverageTable(reports: readonly CoverageReport[]): string {
  const rows = reports.map((r) => {
    const s = `${r.coveredStates.size}/${r.states.length} (${pct(r.coveredStates.size, r.states.length)}%)`;
    const t = `${r.coveredTransitions.size}/${r.transitions.length} (${pct(r.coveredTransitions.size, r.transitions.length)}%)`;
    const always = r.alwaysTransitions.filter((k) => r.coveredTransitions.has(k)).length;
    return `| ${r.machine} | ${s} | ${t} | ${always}/${r.alwaysTransitions.length} |`;
  });
  return [
    '| machine | states covered/total | transitions covered/total | of which always |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
