import { createHash } from 'node:crypto';

/**
 * The CSP source that allows an inline element with exactly this text, computed here from the
 * served page, independently of the build's own hashing (scripts/build.ts).
 */
export const cspHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
