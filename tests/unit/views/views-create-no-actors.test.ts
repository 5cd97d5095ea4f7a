import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const VIEWS = join(import.meta.dirname, '../../../src/views');
/** Views find the root system's actors (usePageActor, system.get); they never create one. */
const CREATES_AN_ACTOR = /\b(useMachine|useActorRef|createActor)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function offenders(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        CREATES_AN_ACTOR.test(line)
          ? [`${relative(VIEWS, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('src/views creates no actors (issue #26, "One root system")', () => {
  it('finds the views it checks', () => {
    expect(sourceFiles(VIEWS).length).toBeGreaterThan(50);
  });

  it('the check catches each way of creating an actor', () => {
    expect(CREATES_AN_ACTOR.test('const ref = useActorRef(logic, { input });')).toBe(true);
    expect(CREATES_AN_ACTOR.test('const [state, send] = useMachine(machine);')).toBe(true);
    expect(CREATES_AN_ACTOR.test('createActor(machine).start();')).toBe(true);
    expect(CREATES_AN_ACTOR.test('const actor = usePageActor(systemIds.kyc);')).toBe(false);
  });

  it('no file in src/views calls useMachine, useActorRef or createActor', () => {
    expect(offenders(sourceFiles(VIEWS))).toEqual([]);
  });
});
