/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { installableApp } from './scripts/vite-pwa.ts';
import { stripMachineDescriptions } from './scripts/vite-strip-descriptions.ts';

const serverOrigin = process.env.DERIVO_SERVER_ORIGIN ?? 'http://localhost:8080';
const proxied = ['/api', '/market', '/funds', '/backend', '/dev/oidc'];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    stripMachineDescriptions(),
    precompress(),
    installableApp(),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: @xstate/react's imports of the pre-18 shims take React's
    // own (the shims only added their fallback code to every page's framework chunk).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports has modulepreload: the polyfill only added bytes to the entry.
    modulePreload: { polyfill: false },
    // Read by scripts/build.ts to link each prerendered page's own chunk, then removed.
    manifest: true,
    rollupOptions: {
      output: {
        // Every page needs the framework: one file compresses better than the dozen small shared
        // chunks the automatic split makes of it (measured on the landing page: npm run audit:site).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect|wouter|regexparam)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: serverOrigin }])),
      '/stream': { target: serverOrigin, ws: true },
      '/market/ws': { target: serverOrigin, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'machines',
          include: ['tests/machines/**/*.test.ts'],
          environment: 'node',
          // Threads, not child processes: the root spec's 4,100 collected path tests, whose titles
          // carry each path's events, are one message too large for Node 20's process channel
          // ("Unable to deserialize cloned data"); a worker thread's channel takes it.
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Every file starts its own server on a fresh database, so files share nothing but the
          // module cache: without isolation each worker imports the server once instead of once
          // per file (440 s → 180 s on this 2-core machine). Two workers, because most of a
          // server test's time is spent waiting on the database, sockets and child processes.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
