import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check in order, stopping at none, then one summary. Vitest and Playwright write
 * JSON reports so the closing line counts real tests, not steps.
 */
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project: string) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=./scripts/vitest-count-reporter.ts',
];

const steps: { name: string; command: string[]; report?: string }[] = [
  { name: 'typecheck', command: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', command: ['biome', 'check', '.'] },
  { name: 'unit', command: vitest('unit'), report: 'unit.json' },
  { name: 'machines', command: vitest('machines'), report: 'machines.json' },
  { name: 'server', command: vitest('server'), report: 'server.json' },
  { name: 'statechart docs', command: ['tsx', 'scripts/statecharts.ts', '--check'] },
  { name: 'e2e', command: ['tsx', 'scripts/e2e.ts'], report: 'e2e.json' },
];

interface Counts {
  passed: number;
  failed: number;
}

function countTests(file: string): Counts | null {
  const path = `${reports}/${file}`;
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  if (report.stats) {
    return {
      passed: report.stats.expected ?? 0,
      failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0),
    };
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

const results = steps.map((step) => {
  console.log(`\n━━ ${step.name}: npx ${step.command.join(' ')}`);
  const started = Date.now();
  // The Vitest steps' count reporter (scripts/vitest-count-reporter.ts) writes to this file.
  const env = step.report
    ? { ...process.env, VITEST_COUNTS_FILE: `${reports}/${step.report}` }
    : process.env;
  const status = spawnSync('npx', step.command, { stdio: 'inherit', env }).status ?? 1;
  const seconds = (Date.now() - started) / 1000;
  return {
    ...step,
    ok: status === 0,
    seconds,
    counts: step.report ? countTests(step.report) : null,
  };
});

console.log('\n━━ summary');
for (const r of results) {
  const tests = r.counts ? ` (${r.counts.passed} passed, ${r.counts.failed} failed)` : '';
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${tests}`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + (r.counts?.passed ?? 0),
    failed: sum.failed + (r.counts?.failed ?? 0),
  }),
  { passed: 0, failed: 0 },
);
const failedSteps = results.filter((r) => !r.ok).length;
// A failed step with no failed test in its report (a type error, a crash) counts as one failure.
const failedWithoutTests = results.filter((r) => !r.ok && !r.counts?.failed).length;
console.log(`tests: ${total.passed} passed, ${total.failed + failedWithoutTests} failed`);
process.exit(failedSteps === 0 && total.passed > 0 ? 0 : 1);
