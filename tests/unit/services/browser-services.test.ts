import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { BrowserPorts } from '../../../src/services/browser-ports.ts';
import { ensureGuestId } from '../../../src/services/guest.services.ts';
import { memoryStore } from '../../../src/services/storage/key-value-store.ts';
import {
  provideThemeMachine,
  storedOrPreferredTheme,
} from '../../../src/services/theme.services.ts';

function ports(initial: Record<string, string> = {}, prefersDark = false) {
  const local = memoryStore(initial);
  const system = { dark: prefersDark, listeners: new Set<(dark: boolean) => void>() };
  const classes = new Set<string>();
  const value: BrowserPorts = {
    local,
    root: {
      classList: {
        toggle: (name: string, on?: boolean) => {
          if (on) classes.add(name);
          else classes.delete(name);
          return on === true;
        },
      } as unknown as DOMTokenList,
      style: {} as CSSStyleDeclaration,
    },
    prefersDark: () => system.dark,
    watchPrefersDark: (changed) => {
      system.listeners.add(changed);
      return () => system.listeners.delete(changed);
    },
    randomBytes: (buffer) => crypto.getRandomValues(buffer),
    logError: () => {},
  };
  /** The operating system switches to dark or light (as at sunset). */
  const systemSwitches = (dark: boolean) => {
    system.dark = dark;
    for (const listener of system.listeners) listener(dark);
  };
  return { ports: value, local, classes, systemSwitches, watchers: () => system.listeners.size };
}

describe('guest id service', () => {
  it('creates and stores an id once, then keeps returning it', () => {
    const { ports: p, local } = ports();
    const id = ensureGuestId(p);
    expect(id).toMatch(/^g_[0-9a-z]{5}$/);
    expect(local.entries()).toEqual({ guestUserId: id });
    expect(ensureGuestId(p)).toBe(id);
  });

  it('replaces a stored value that is not a guest id', () => {
    const { ports: p } = ports({ guestUserId: 'hacked<script>' });
    expect(ensureGuestId(p)).toMatch(/^g_[0-9a-z]{5}$/);
  });

  it('fails when storage refuses the write, so the machine can say so', () => {
    const { ports: p } = ports();
    const refusing: BrowserPorts = {
      ...p,
      local: {
        ...p.local,
        write: () => {
          throw new Error('QuotaExceededError');
        },
      },
    };
    expect(() => ensureGuestId(refusing)).toThrow('QuotaExceededError');
  });
});

describe('theme service', () => {
  it('prefers the stored theme, then the system preference', () => {
    const theme = (p: ReturnType<typeof ports>) => storedOrPreferredTheme(p.ports);
    expect(theme(ports({ theme: 'dark' }))).toEqual({ theme: 'dark', chosen: true });
    expect(theme(ports({ theme: 'light' }, true))).toEqual({ theme: 'light', chosen: true });
    expect(theme(ports({}, true))).toEqual({ theme: 'dark', chosen: false });
    expect(theme(ports({ theme: 'purple' }))).toEqual({ theme: 'light', chosen: false });
  });

  it('follows the system until the trader chooses, then keeps the choice', async () => {
    const browser = ports({}, false);
    const actor = createActor(provideThemeMachine(browser.ports)).start();
    await waitFor(actor, (s) => s.hasTag('light'));
    browser.systemSwitches(true);
    expect(actor.getSnapshot().hasTag('dark')).toBe(true);
    expect(browser.classes.has('dark')).toBe(true);

    actor.send({ type: 'theme.toggle' });
    expect(browser.classes.has('dark')).toBe(false);
    expect(browser.local.entries()).toEqual({ theme: 'light' });
    expect(browser.watchers()).toBe(0);
    browser.systemSwitches(false);
    browser.systemSwitches(true);
    expect(browser.classes.has('dark')).toBe(false);
    actor.stop();
  });
});
