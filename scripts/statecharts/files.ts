import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

/** Writes every file and removes Markdown files no catalogue entry produces. Returns what changed. */
export function writeDocs(dir: string, files: ReadonlyMap<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  const changed: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
    writeFileSync(path, content);
    changed.push(`wrote ${name}`);
  }
  for (const name of markdownFiles(dir)) {
    if (files.has(name)) continue;
    rmSync(join(dir, name));
    changed.push(`removed ${name}`);
  }
  return changed;
}

/** Byte comparison of the committed docs against freshly generated ones. */
export function checkDocs(dir: string, files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    if (!existsSync(path)) problems.push(`missing: ${name}`);
    else if (!readFileSync(path).equals(Buffer.from(content, 'utf8')))
      problems.push(`stale: ${name}`);
  }
  for (const name of markdownFiles(dir)) {
    if (!files.has(name))
      problems.push(`orphaned: ${name} (its machine is no longer in the catalogue)`);
  }
  return problems;
}
