import { createHash } from 'node:crypto';
import type { InlineHashes } from '../server/http/inline-hashes.ts';

/**
 * Takes a prerendered page's render-blocking requests off the network: each stylesheet link in the
 * head of its HTML becomes a `<style>` element with the file's CSS, and each synchronous script
 * (`<script src>` without type, async or defer: the theme script) a `<script>` element with
 * the file's code. The first paint then waits for the HTML alone.
 *
 * The Content-Security-Policy allows no inline code but these exact elements, by the sha256
 * hashes collected here (written beside the pages; server/http/inline-hashes.ts).
 */

/** The CSP source (without its quotes) that allows an element whose text is exactly `text`. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Reads a file of the build by its URL path, e.g. `/assets/index-2mb8Nk8n.css`. */
export type ReadAsset = (urlPath: string) => string;

export interface InlinedPage {
  readonly html: string;
  readonly hashes: InlineHashes;
}

/** A stylesheet link, or a script element with no content: one pass over the page, in order. */
const LINK_OR_SCRIPT = /<link\b([^>]*)>|<script\b([^>]*)><\/script>/gi;
const ATTRIBUTE = /([a-z-]+)(?:="([^"]*)")?/gi;

function attributes(source: string): Map<string, string> {
  return new Map([...source.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, value]));
}

/**
 * The text as the browser will hash it: its HTML parser turns CR LF and lone CR into LF.
 * Refuses what would end the element early or resolve differently once inside the page.
 */
function elementText(kind: 'style' | 'script', urlPath: string, raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n');
  if (new RegExp(`</${kind}|<!--`, 'i').test(text)) {
    throw new Error(`${urlPath} cannot be inlined: it holds </${kind} or <!--`);
  }
  // Relative URLs in a stylesheet resolve against its own URL; inlined, against the page's.
  if (
    /url\(\s*(?!['"]?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(text) ||
    /sourceMappingURL=/.test(text)
  ) {
    throw new Error(`${urlPath} cannot be inlined: it refers to files by relative URL`);
  }
  return text;
}

/**
 * `html` with the stylesheet links and synchronous scripts of its head inlined (the body, the
 * page's own markup, is left as it is). Each link stays behind
 * marked `disabled` (a disabled stylesheet is neither fetched nor applied) so the app, which
 * skips the CSS of a lazy chunk when the document already links it, does not fetch it again.
 */
export function inlineCritical(html: string, read: ReadAsset): InlinedPage {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page has no </head>');
  const head = html
    .slice(0, headEnd)
    .replace(
      LINK_OR_SCRIPT,
      (element, linkSource: string | undefined, scriptSource: string | undefined) => {
        const attrs = attributes(linkSource ?? scriptSource ?? '');
        if (linkSource !== undefined) {
          const href = attrs.get('href');
          if (attrs.get('rel') !== 'stylesheet' || attrs.has('media') || href === undefined) {
            return element;
          }
          const css = elementText('style', href, read(href));
          styles.add(cspHash(css));
          return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
        }
        const src = attrs.get('src');
        if (src === undefined || attrs.has('type') || attrs.has('async') || attrs.has('defer')) {
          return element;
        }
        const code = elementText('script', src, read(src));
        scripts.add(cspHash(code));
        return `<script>${code}</script>`;
      },
    );
  return {
    html: head + html.slice(headEnd),
    hashes: { 'script-src': [...scripts], 'style-src': [...styles] },
  };
}

/** The hashes of every page, each once, sorted: the build's manifest for the server. */
export function mergeHashes(pages: readonly InlineHashes[]): InlineHashes {
  const merged = (key: keyof InlineHashes) =>
    [...new Set(pages.flatMap((page) => page[key]))].sort();
  return { 'script-src': merged('script-src'), 'style-src': merged('style-src') };
}
