import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the `<script>` and `<style>` elements the build inlined into the prerendered
 * public pages (scripts/inline-critical.ts), by CSP directive: the only inline code the
 * Content-Security-Policy allows (security.ts).
 */
export interface InlineHashes {
  readonly 'script-src': readonly string[];
  readonly 'style-src': readonly string[];
}

/** Where the build writes them, under the web app's build directory. */
export const INLINE_HASHES_FILE = path.join('prerendered', 'csp-hashes.json');

export const NO_INLINE_HASHES: InlineHashes = { 'script-src': [], 'style-src': [] };

/** One CSP hash source without its quotes; nothing else may reach the policy from the file. */
const SHA256_SOURCE = /^sha256-[A-Za-z0-9+/]{43}=$/;

const hashList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' && SHA256_SOURCE.test(item));

/**
 * The build's inline hashes; none when the app is not built or was built without prerendered
 * pages. A file that is not two lists of sha256 sources stops the server: it would either
 * loosen the policy or leave the pages unstyled.
 */
export function readInlineHashes(distDir: string): InlineHashes {
  const file = path.join(distDir, INLINE_HASHES_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_INLINE_HASHES;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const hashes = parsed as Partial<Record<keyof InlineHashes, unknown>> | undefined;
  if (!hashList(hashes?.['script-src']) || !hashList(hashes?.['style-src'])) {
    throw new Error(
      `${file} must hold "script-src" and "style-src" lists of sha256-<base64> sources: rebuild the web app (npm run build)`,
    );
  }
  return { 'script-src': hashes['script-src'], 'style-src': hashes['style-src'] };
}
