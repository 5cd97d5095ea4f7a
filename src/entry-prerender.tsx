import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app.tsx';
import { aboutMeta } from './content/about.ts';
import { apiDocsMeta } from './content/api-docs.ts';
import { contactMeta } from './content/contact.ts';
import { guideMeta } from './content/guide.ts';
import { helpMeta } from './content/help.ts';
import { landingMeta } from './content/landing.ts';
import { marketsMeta } from './content/markets.ts';
import { privacyMeta } from './content/privacy.ts';
import { termsMeta } from './content/terms.ts';
import type { PageMeta } from './views/pages/public/use-page-meta.ts';

export { documentTitle } from './views/pages/public/use-page-meta.ts';

/**
 * The build's server-side entry (`scripts/build.ts`): the public pages whose content is the same
 * for every visitor are rendered to HTML ahead of time, so a phone paints them before any script
 * has run; the app then hydrates that HTML.
 */
export interface PrerenderedPage {
  readonly path: string;
  readonly meta: PageMeta;
  /** The page's module (its chunk's scripts and styles are linked from the page's head). */
  readonly module: string;
}

const publicPage = (name: string) => `src/views/pages/public/${name}.tsx`;

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/', meta: landingMeta, module: publicPage('LandingPage') },
  { path: '/about', meta: aboutMeta, module: publicPage('AboutPage') },
  { path: '/contact', meta: contactMeta, module: publicPage('ContactPage') },
  { path: '/guide', meta: guideMeta, module: publicPage('GuidePage') },
  { path: '/api-docs', meta: apiDocsMeta, module: publicPage('ApiDocsPage') },
  { path: '/t&c', meta: termsMeta, module: publicPage('TermsPage') },
  { path: '/privacy', meta: privacyMeta, module: publicPage('PrivacyPage') },
  { path: '/help', meta: helpMeta, module: publicPage('HelpPage') },
  // The frame and the Prices tab's empty cards; the live data starts after hydration.
  { path: '/markets', meta: marketsMeta, module: publicPage('MarketsPage') },
];

/** A Suspense boundary still showing its fallback: `<!--$?-->` opens one in React's markup. */
const PENDING_BOUNDARY = '<!--$?-->';
const MAX_PASSES = 5;

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // A large boundary would otherwise be sent apart from the page, with the same script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  return new Response(prelude).text();
}

/**
 * The markup of the app at `path`, every lazy page in place; any error fails the build. A lazy
 * component that suspends is sent as its fallback plus a script that swaps it in, which the
 * Content-Security-Policy would block; so the page is rendered again until nothing suspends (each
 * pass resolves the lazy components the one before met).
 */
export async function renderPage(path: string): Promise<string> {
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = await renderOnce(path);
    if (!html.includes(PENDING_BOUNDARY) && !html.includes('<script')) return html;
  }
  const last = await renderOnce(path);
  const at = Math.max(last.indexOf(PENDING_BOUNDARY), last.indexOf('<script'));
  throw new Error(
    `Prerendering ${path}: still suspended after ${MAX_PASSES} passes: ${last.slice(at - 400, at + 300)}`,
  );
}
