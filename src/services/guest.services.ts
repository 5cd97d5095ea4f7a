import { fromPromise } from 'xstate';
import { createGuestId, isGuestId } from '../domain/identity/guest-id.ts';
import { guestMachine } from '../machines/guest/guest.machine.ts';
import type { BrowserPorts } from './browser-ports.ts';
import { localKeys } from './storage/storage-keys.ts';

/** The stored guest id, or a new one written to storage (throws when storage refuses it). */
export function ensureGuestId(ports: BrowserPorts): string {
  const stored = ports.local.read(localKeys.guestUserId);
  if (isGuestId(stored)) return stored;
  const id = createGuestId(ports.randomBytes);
  ports.local.write(localKeys.guestUserId, id);
  return id;
}

export const provideGuestMachine = (ports: BrowserPorts) =>
  guestMachine.provide({
    actors: { ensureGuestId: fromPromise(async () => ensureGuestId(ports)) },
    actions: { removeGuestId: () => ports.local.remove(localKeys.guestUserId) },
  });
