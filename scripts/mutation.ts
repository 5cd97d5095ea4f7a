/**
 * `npm run test:mutation`: Stryker over src/machines and src/domain against the unit and machines
 * suites, one run per shard of files reached by the same tests (scripts/mutation/shards.ts), in
 * incremental mode (.tmp/stryker/incremental/). Prints each shard's clear-text report, then the
 * score per file and every survivor, and writes them all to .tmp/stryker/summary.json.
 *
 *   npm run test:mutation                         both areas
 *   npm run test:mutation -- --area machines      one area (machines | domain)
 *   npm run test:mutation -- --only kyc,theme     shards whose files' paths contain "kyc" or "theme"
 *   npm run test:mutation -- --force              ignore the incremental files
 *   npm run test:mutation -- --summary            no run: the score and survivors of the last
 *                                                 report of every shard (.tmp/stryker/reports)
 *   npm run test:mutation -- --guards             no Stryker: every named guard of every machine
 *                                                 negated, true and false against the path tests
 *                                                 (scripts/mutation/guard-mutants.ts), minutes
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Stryker } from '@stryker-mutator/core';
import { planShards } from './mutation/shards.ts';
import { formatReport, type MutantOutcome } from './mutation/summary.ts';

/** The shard's test files of which the report's dry run holds no test. */
function testFilesWithoutTests(reportFile: string, testFiles: readonly string[]): string[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    testFiles?: Record<string, { tests: unknown[] }>;
  };
  const ran = Object.entries(report.testFiles ?? {})
    .filter(([, file]) => file.tests.length > 0)
    .map(([name]) => name);
  return testFiles.filter((file) => !ran.some((name) => name.endsWith(file)));
}

/** Every mutant of the area's last shard reports, in the shape of Stryker's results. */
function lastReports(area: string): MutantOutcome[] {
  const dir = join(root, '.tmp/stryker/reports');
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.startsWith(`${area}-`)) : [];
  return names.sort().flatMap((name) => {
    const report = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      files: Record<string, { mutants: Omit<MutantOutcome, 'fileName'>[] }>;
    };
    return Object.entries(report.files).flatMap(([fileName, file]) =>
      file.mutants.map((mutant) => ({ ...mutant, fileName })),
    );
  });
}

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const areas = option('--area') ? [option('--area') as string] : ['machines', 'domain'];
const only = option('--only')?.split(',');
const force = args.includes('--force');

process.chdir(root);

if (args.includes('--guards')) {
  const { modelSpecs } = await import('../tests/machines/specs/index.ts');
  const { formatGuardReport, runGuardMutants } = await import('./mutation/guard-mutants.ts');
  const chosen = modelSpecs.filter(
    (spec) => !only || only.some((part) => spec.name.includes(part)),
  );
  const report = await runGuardMutants(chosen, (name, mutants, ms) => {
    const survived = mutants.filter((m) => !m.killed).length;
    console.log(`${name}: ${mutants.length} guard mutants, ${survived} survived (${ms} ms)`);
  });
  mkdirSync(join(root, '.tmp/stryker'), { recursive: true });
  writeFileSync(join(root, '.tmp/stryker/guards.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${formatGuardReport(report)}`);
  process.exit(report.mutants.every((m) => m.killed) ? 0 : 1);
}

if (args.includes('--summary')) {
  for (const area of areas) console.log(`\n${formatReport(`src/${area}`, lastReports(area))}`);
  process.exit(0);
}
const outDir = join(root, '.tmp/stryker');
mkdirSync(join(outDir, 'incremental'), { recursive: true });
mkdirSync(join(outDir, 'reports'), { recursive: true });

interface AreaSummary {
  seconds: number;
  results: MutantOutcome[];
  untested: string[];
  failed: string[];
}
const summary: Record<string, AreaSummary> = {};
const reports: string[] = [];
for (const area of areas) {
  const started = Date.now();
  const { shards, untested } = planShards(root, `src/${area}`);
  const chosen = shards.filter(
    (s) => !only || s.mutate.some((file) => only.some((part) => file.includes(part))),
  );
  const results: MutantOutcome[] = [];
  const failed: string[] = [];
  for (const [i, shard] of chosen.entries()) {
    console.log(
      `\n[${area} ${i + 1}/${chosen.length}] ${shard.mutate.join(', ')} against ${shard.tests.unit.length + shard.tests.machines.length} test files`,
    );
    process.env.DERIVO_MUTATION_TESTS = JSON.stringify(shard.tests);
    const stryker = new Stryker({
      configFile: 'stryker.config.mjs',
      mutate: [...shard.mutate],
      force,
      incrementalFile: `.tmp/stryker/incremental/${area}-${shard.name}.json`,
      jsonReporter: { fileName: `.tmp/stryker/reports/${area}-${shard.name}.json` },
    });
    let shardResults: Awaited<ReturnType<Stryker['runMutationTest']>>;
    try {
      shardResults = await stryker.runMutationTest();
    } catch (error) {
      // Most often a test that fails without any mutant: the shard says nothing until it passes.
      failed.push(`${shard.mutate.join(', ')}: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    const silent = testFilesWithoutTests(
      join(root, `.tmp/stryker/reports/${area}-${shard.name}.json`),
      [...shard.tests.unit, ...shard.tests.machines],
    );
    if (silent.length > 0) {
      // Vitest reports a test file that fails to load as a failed suite, which Stryker does not see.
      failed.push(
        `${shard.mutate.join(', ')}: ran no test of ${silent.join(', ')} (does it load?)`,
      );
      continue;
    }
    results.push(
      ...shardResults.map((m) => ({
        fileName: m.fileName,
        status: m.status,
        mutatorName: m.mutatorName,
        replacement: m.replacement,
        location: m.location,
        static: m.static,
      })),
    );
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  summary[area] = { seconds, results, untested, failed };
  const notes = [
    untested.length > 0 ? `No test imports (not run): ${untested.join(', ')}` : '',
    ...failed.map((f) => `Shard not run: ${f}`),
    `Run time: ${seconds} s`,
  ].filter(Boolean);
  reports.push([formatReport(`src/${area}`, results), ...notes].join('\n'));
  if (failed.length > 0) process.exitCode = 1;
}

writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n${reports.join('\n\n')}`);
