import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// `import.meta.dirname`, not `import.meta.url`: under the jsdom environment the URL is not file:.
export const docsDir = join(import.meta.dirname, '../../../docs/statecharts/');

/** The bodies of every ```mermaid block in a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

/** Committed machine docs (everything but the index and the actor system's page), by file name. */
export function committedDocs(): [string, string][] {
  return readdirSync(docsDir)
    .filter((name) => name.endsWith('.md') && name !== 'index.md' && name !== 'system.md')
    .sort()
    .map((name) => [name, readFileSync(`${docsDir}${name}`, 'utf8')]);
}
