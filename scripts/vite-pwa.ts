import { createHash } from 'node:crypto';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { API_PREFIXES } from '../server/http/prefixes.ts';

/**
 * The installable app (docs/pwa.md): the web app manifest and a Workbox service worker that
 * precaches the app shell (index.html, the built scripts and styles, the icons) and the
 * prerendered home page, so the app opens offline. Nothing else is cached: API calls and
 * sockets always go to the network. A new worker waits until the trader reloads (registerType
 * 'prompt'); the app registers it itself after the first paint (src/services/pwa/).
 */

/** Paths outside the web app: navigations there (OAuth callbacks, the dev provider) stay online. */
const NOT_THE_APP = [...API_PREFIXES.map((prefix) => new RegExp(`^${prefix}(/|$)`)), /^\/dev\//];

/**
 * The prerendered home page, `/` (the server's own route for it). It is rendered after this build
 * (scripts/build.ts), links the build's hashed scripts and styles and its words are in them: it
 * changes exactly when they do, so its revision is a hash of theirs. The other public pages are
 * answered as HTML only to a browser's navigation (Accept: text/html), which a precache request is
 * not: offline they open from index.html and their precached code, as the app's pages do.
 */
const withHomePage: ManifestTransform = (entries) => {
  const hash = createHash('sha256');
  for (const entry of entries) hash.update(`${entry.url} ${entry.revision ?? ''}\n`);
  const revision = hash.digest('hex').slice(0, 16);
  return {
    manifest: [...entries, { url: '/', revision, size: 0 }],
  };
};

export const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    manifest: {
      id: '/',
      name: 'Derivo',
      short_name: 'Derivo',
      description: 'Trade crypto options and futures in India.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // Light theme's tokens (src/views/theme/vars.css.ts); index.html's theme-color metas
      // follow the light and dark schemes.
      theme_color: '#f5f6fa',
      background_color: '#f5f6fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The sign-up form's password meter (zxcvbn's word lists, 460 kB) is of no use offline.
      globIgnores: ['**/*.map', 'assets/password-strength-*.js'],
      manifestTransforms: [withHomePage],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NOT_THE_APP,
      cleanupOutdatedCaches: true,
      // No runtimeCaching: whatever is not precached (API calls above all) is never stored.
    },
  });
