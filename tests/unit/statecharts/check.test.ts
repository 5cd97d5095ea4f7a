import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs, writeDocs } from '../../../scripts/statecharts/files.ts';
import { renderAll } from '../../../scripts/statecharts/render.ts';
import { machineCatalogue } from '../../../src/machines/catalogue.ts';
import { fixtureMachine } from '../../machines/fixtures/fixture.machine.ts';

const files = renderAll([{ name: 'fixture', summary: 'Fixture.', machine: fixtureMachine }]);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'statecharts-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('docs check', () => {
  it('passes right after writing', () => {
    const dir = tempDir();
    writeDocs(dir, files);
    expect(checkDocs(dir, files)).toEqual([]);
  });

  it('names missing, stale and orphaned docs', () => {
    const dir = tempDir();
    writeDocs(dir, files);
    writeFileSync(join(dir, 'fixture.md'), 'edited by hand\n');
    rmSync(join(dir, 'index.md'));
    writeFileSync(join(dir, 'retired.md'), 'a machine that left the catalogue\n');
    expect(checkDocs(dir, files)).toEqual([
      'missing: index.md',
      'stale: fixture.md',
      'orphaned: retired.md (its machine is no longer in the catalogue)',
    ]);
  });

  it('writing removes orphaned docs and leaves other files alone', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'retired.md'), 'old\n');
    writeFileSync(join(dir, 'notes.txt'), 'not generated\n');
    expect(writeDocs(dir, files)).toEqual([
      'wrote index.md',
      'wrote fixture.md',
      'removed retired.md',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['fixture.md', 'index.md', 'notes.txt']);
    expect(writeDocs(dir, files)).toEqual([]);
  });
});

describe('npm run docs:statecharts -- --check', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/statecharts.ts', ...args], {
      encoding: 'utf8',
    });

  it('exits non-zero naming each problem and the command that fixes it, then passes once written', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'retired.md'), 'old\n');
    const failed = cli('--check', '--dir', dir);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('missing: index.md');
    expect(failed.stderr).toContain('missing: system.md');
    for (const entry of machineCatalogue)
      expect(failed.stderr).toContain(`missing: ${entry.name}.md`);
    expect(failed.stderr).toContain('orphaned: retired.md');
    expect(failed.stderr).toContain('npm run docs:statecharts');

    expect(cli('--dir', dir).status).toBe(0);
    expect(existsSync(join(dir, 'retired.md'))).toBe(false);
    // What it wrote is what is committed, which `npm test`'s own `--check` step passes: a third run
    // here would cost as much again, since each run also builds system.md by running the path tests
    // of the machines that send or spawn (about 20 s on a quiet machine, more on a busy one).
    const committed = 'docs/statecharts';
    expect(readdirSync(dir).sort()).toEqual(readdirSync(committed).sort());
    for (const name of readdirSync(dir)) {
      expect(readFileSync(join(dir, name), 'utf8'), name).toBe(
        readFileSync(join(committed, name), 'utf8'),
      );
    }
  }, 600_000);
});
