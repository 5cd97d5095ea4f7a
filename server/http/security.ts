import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';
import { type InlineHashes, NO_INLINE_HASHES } from './inline-hashes.ts';

/**
 * The Content-Security-Policy of every response: the app's own origin only, no plugins, no
 * framing, and no inline script or style except the exact elements the build inlined into the
 * prerendered pages (their critical CSS and theme script), allowed by hash. The web app is
 * built to need nothing more.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** Helmet's headers with the policy above; HSTS only in production (served over HTTPS). */
export function securityHeaders(
  config: Pick<Config, 'nodeEnv'>,
  inline: InlineHashes = NO_INLINE_HASHES,
): FastifyHelmetOptions {
  const directives: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(CONTENT_SECURITY_POLICY)) {
    directives[name] = [...sources];
  }
  directives['script-src']?.push(...inline['script-src'].map((hash) => `'${hash}'`));
  directives['style-src']?.push(...inline['style-src'].map((hash) => `'${hash}'`));
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
