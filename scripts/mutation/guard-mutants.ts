/**
 * Guard mutants against the model-based path tests: every named guard of every catalogued machine
 * is replaced, one at a time, by its negation, by `true` and by `false`, and the machine's paths
 * (planned on the unchanged machine, so the mutant cannot move them) run on the mutant. A mutant
 * that no path notices survives: the spec never reaches a state where that guard's answer shows,
 * or shows it only in what the spec does not look at. Guards a spec provides itself are its own
 * fakes, not the machine's code, and are left out.
 */
import { type AnyStateMachine, not } from 'xstate';
import { prepareModel } from '../../tests/machines/harness/model.ts';
import { runPath } from '../../tests/machines/harness/run.ts';
import type { ModelSpec } from '../../tests/machines/harness/spec.ts';

type Guard = ((args: unknown, params: unknown) => boolean) & { check?: unknown };

export interface GuardMutant {
  readonly machine: string;
  readonly guard: string;
  readonly mutation: 'negated' | 'always true' | 'always false';
  readonly killed: boolean;
}

export interface GuardReport {
  readonly mutants: readonly GuardMutant[];
  /** Guards each spec provides itself, by machine. */
  readonly fakedBySpec: Readonly<Record<string, readonly string[]>>;
  readonly seconds: number;
}

function mutationsOf(guard: Guard): [GuardMutant['mutation'], Guard][] {
  // A built-in combinator (and, or, not) is evaluated through its `check`; `not` wraps either kind.
  const negated = (
    typeof guard.check === 'function' ? not(guard as never) : (a, p) => !guard(a, p)
  ) as Guard;
  return [
    ['negated', negated],
    ['always true', () => true],
    ['always false', () => false],
  ];
}

/** Runs the spec's paths on the mutant until one diverges from the model (or throws). */
async function isKilled(mutant: ModelSpec, prepared: ReturnType<typeof prepareModel>) {
  let crashed = false;
  const onCrash = () => {
    crashed = true;
  };
  // A mutant may make an actor throw outside the awaited run (in a later event): a test run
  // would report that error and fail, so it kills the mutant too.
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  try {
    for (const path of prepared.paths) {
      try {
        await runPath(mutant, prepared.model, path);
      } catch {
        return true;
      }
      if (crashed) return true;
    }
    return false;
  } finally {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  }
}

export async function runGuardMutants(
  specs: readonly ModelSpec[],
  onMachine: (name: string, mutants: readonly GuardMutant[], ms: number) => void = () => {},
): Promise<GuardReport> {
  const started = Date.now();
  const mutants: GuardMutant[] = [];
  const fakedBySpec: Record<string, string[]> = {};
  for (const spec of specs) {
    const machine: AnyStateMachine = spec.machine;
    const guards = (machine.implementations.guards ?? {}) as Record<string, Guard>;
    const provided = (spec.provide?.guards ?? {}) as Record<string, unknown>;
    const names = Object.keys(guards).filter((name) => provided[name] === undefined);
    fakedBySpec[spec.name] = Object.keys(guards).filter((name) => provided[name] !== undefined);
    if (names.length === 0) continue;
    const machineStarted = Date.now();
    const prepared = prepareModel(spec);
    const own: GuardMutant[] = [];
    for (const guard of names) {
      for (const [mutation, implementation] of mutationsOf(guards[guard] as Guard)) {
        const mutant = {
          ...spec,
          provide: { ...spec.provide, guards: { ...provided, [guard]: implementation } },
        } as ModelSpec;
        own.push({
          machine: spec.name,
          guard,
          mutation,
          killed: await isKilled(mutant, prepared),
        });
      }
    }
    mutants.push(...own);
    onMachine(spec.name, own, Date.now() - machineStarted);
  }
  return { mutants, fakedBySpec, seconds: Math.round((Date.now() - started) / 1000) };
}

export function formatGuardReport(report: GuardReport): string {
  const survivors = report.mutants.filter((m) => !m.killed);
  const killed = report.mutants.length - survivors.length;
  const guards = new Set(report.mutants.map((m) => `${m.machine}.${m.guard}`)).size;
  const score = report.mutants.length === 0 ? 100 : (100 * killed) / report.mutants.length;
  return [
    `Guard mutants against the path tests: ${score.toFixed(1)}% (${killed} of ${report.mutants.length} killed, ${guards} guards, ${report.seconds} s)`,
    ...(survivors.length > 0
      ? [
          `Survivors (${survivors.length}):`,
          ...survivors.map((m) => `  ${m.machine}: ${m.guard} ${m.mutation}`),
        ]
      : ['No survivor.']),
  ].join('\n');
}
