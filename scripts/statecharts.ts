/**
 * Statechart docs: `npm run docs:statecharts` writes docs/statecharts/<name>.md for every machine in
 * src/machines/catalogue.ts, an index, and system.md (the actor tree and the messages between
 * actors, from runs of the machines' path tests); `--check` fails when they are stale, missing or
 * orphaned, or when a machine has a state without a description or an invoke without an id.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCatalogue } from '../src/machines/catalogue.ts';
import { modelSpecs } from '../tests/machines/specs/index.ts';
import { auditEntries } from './statecharts/audit.ts';
import { checkDocs, writeDocs } from './statecharts/files.ts';
import { renderAll } from './statecharts/render.ts';
import { buildSystem } from './statecharts/system/build.ts';
import { renderSystem } from './statecharts/system/render.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
// `--dir <path>` exists for the generator's own tests; the docs live in docs/statecharts.
const dirIndex = args.indexOf('--dir');
const docsDir =
  dirIndex >= 0 && args[dirIndex + 1]
    ? resolve(args[dirIndex + 1] as string)
    : fileURLToPath(new URL('../docs/statecharts/', import.meta.url));

const audit = auditEntries(machineCatalogue);
const files = renderAll(machineCatalogue);
files.set('system.md', renderSystem(await buildSystem(machineCatalogue, modelSpecs)));

if (check) {
  const problems = [...audit, ...checkDocs(docsDir, files)];
  if (problems.length > 0) {
    console.error(`Statechart docs check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error(
      'Fix the machines if needed, then run `npm run docs:statecharts` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`Statechart docs are up to date (${machineCatalogue.length} machines).`);
} else {
  for (const change of writeDocs(docsDir, files)) console.log(change);
  if (audit.length > 0) {
    console.error(`Machines that --check will reject:\n${audit.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Statechart docs written for ${machineCatalogue.length} machines.`);
}
