import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `import type` / `export type` statements are left out: they are erased before anything runs.
const SPECIFIER =
  /(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every `.ts`/`.tsx` file under `dir`, as paths relative to `root`, sorted. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs).sort()) {
      const path = join(abs, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(root, path));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return out;
}

/** The relative imports of one file that load code at run time. */
export function importsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2];
    if (specifier === undefined) continue;
    const target = relative(root, resolve(root, dirname(file), specifier));
    if (existsSync(join(root, target))) found.add(target);
  }
  return [...found];
}

/**
 * Files a test reaches through its imports, not descending into `barriers` (modules that import
 * everything, like the catalogue: a mutant they merely re-export is not that test's to kill).
 */
export function reachableFrom(
  root: string,
  entry: string,
  barriers: ReadonlySet<string>,
  cache = new Map<string, string[]>(),
): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (file !== entry && barriers.has(file)) continue;
    let next = cache.get(file);
    if (next === undefined) {
      next = importsOf(root, file);
      cache.set(file, next);
    }
    for (const target of next) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}
