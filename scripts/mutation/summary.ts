/** Mutation scores per file and overall, and the list of survivors, from Stryker's results. */

export interface MutantOutcome {
  readonly fileName: string;
  readonly status: string;
  readonly mutatorName: string;
  readonly replacement?: string | undefined;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
  readonly static?: boolean | undefined;
}

export interface FileScore {
  readonly file: string;
  readonly killed: number;
  readonly survived: number;
  readonly noCoverage: number;
  readonly timeout: number;
  readonly ignored: number;
  readonly errors: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's mutation score: detected / (detected + undetected); errors and ignored do not count. */
export function score(counts: Pick<FileScore, 'killed' | 'timeout' | 'survived' | 'noCoverage'>) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? Number.NaN : (100 * detected) / valid;
}

export function fileScores(results: readonly MutantOutcome[]): FileScore[] {
  const byFile = new Map<string, MutantOutcome[]>();
  for (const result of results) {
    byFile.set(result.fileName, [...(byFile.get(result.fileName) ?? []), result]);
  }
  return [...byFile.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, list]) => {
      const count = (status: string) => list.filter((m) => m.status === status).length;
      return {
        file,
        killed: count('Killed'),
        survived: count('Survived'),
        noCoverage: count('NoCoverage'),
        timeout: count('Timeout'),
        ignored: count('Ignored'),
        errors: count('CompileError') + count('RuntimeError'),
      };
    });
}

export function totals(scores: readonly FileScore[]): Omit<FileScore, 'file'> {
  const sum = (key: keyof Omit<FileScore, 'file'>) => scores.reduce((n, s) => n + s[key], 0);
  return {
    killed: sum('killed'),
    survived: sum('survived'),
    noCoverage: sum('noCoverage'),
    timeout: sum('timeout'),
    ignored: sum('ignored'),
    errors: sum('errors'),
  };
}

const pct = (n: number) => (Number.isNaN(n) ? '  n/a' : `${n.toFixed(1).padStart(5)}%`);

export function formatReport(title: string, results: readonly MutantOutcome[]): string {
  const scores = fileScores(results);
  const all = totals(scores);
  const lines = [
    `${title}: mutation score ${pct(score(all)).trim()} (${all.killed} killed, ${all.timeout} timed out, ${all.survived} survived, ${all.noCoverage} not covered; ${all.ignored} ignored, ${all.errors} errors)`,
    '',
    '  score   killed survived no-cov  file',
    ...scores.map(
      (s) =>
        `  ${pct(score(s))} ${String(s.killed + s.timeout).padStart(7)} ${String(s.survived).padStart(8)} ${String(s.noCoverage).padStart(6)}  ${s.file}`,
    ),
  ];
  const undetected = results
    .filter((m) => UNDETECTED.has(m.status))
    .sort((a, b) =>
      a.fileName === b.fileName
        ? a.location.start.line - b.location.start.line
        : a.fileName < b.fileName
          ? -1
          : 1,
    );
  if (undetected.length > 0) {
    lines.push('', `Survivors (${undetected.length}):`);
    for (const m of undetected) {
      const where = `${m.fileName}:${m.location.start.line}:${m.location.start.column}`;
      const what = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
      lines.push(
        `  ${where} ${m.mutatorName}${m.status === 'NoCoverage' ? ' (not covered)' : ''}: ${what}`,
      );
    }
  }
  return lines.join('\n');
}

export const isDetected = (status: string) => DETECTED.has(status);
