import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { newVersionMachine } from '../../../machines/app-version/new-version.machine.ts';
import { systemIds } from '../../../machines/ids.ts';
import { child } from '../../../system.ts';
import { chunkOf } from './chunk-error.ts';

const newVersion = child<ActorRefFrom<typeof newVersionMachine>>(systemIds.newVersion);

export const reportChunkFailure = (error: unknown) =>
  newVersion.send({ type: 'version.chunkFailed', chunk: chunkOf(error) });

export const reloadNewVersion = () => newVersion.send({ type: 'version.reload' });

/** Whether the banner shows: a chunk failed to load, a new build is on the server. */
export const useNewVersionAvailable = (): boolean =>
  useSelector(newVersion, (s) => !s.matches('current'));

/** Whether a chunk has failed to load in this page's life (the build on the server is newer). */
export const newVersionKnown = (): boolean => !newVersion.getSnapshot().matches('current');

// Vite tells of a failed preload (a page's CSS or a chunk it imports); the import still rejects,
// and the page's error boundary shows its part.
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', (event) => {
    reportChunkFailure((event as Event & { payload?: unknown }).payload ?? new Error('preload'));
  });
}
