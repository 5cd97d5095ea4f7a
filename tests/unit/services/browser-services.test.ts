import { describe, expect, it } from 'vitest';
import type { BrowserPorts } from '../../../src/services/browser-ports.ts';
import { ensureGuestId } from '../../../src/services/guest.services.ts';
import { memoryStore } from '../../../src/services/storage/key-value-store.ts';
import { storedOrPreferredTheme } from '../../../src/services/theme.services.ts';

function ports(initial: Record<string, string> = {}, prefersDark = false) {
  const local = memoryStore(initial);
  const value: BrowserPorts = {
    local,
    root: { classList: {} as DOMTokenList, style: {} as CSSStyleDeclaration },
    prefersDark: () => prefersDark,
    randomBytes: (buffer) => crypto.getRandomValues(buffer),
    logError: () => {},
  };
  return { ports: value, local };
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
    expect(storedOrPreferredTheme(ports({ theme: 'dark' }).ports)).toBe('dark');
    expect(storedOrPreferredTheme(ports({ theme: 'light' }, true).ports)).toBe('light');
    expect(storedOrPreferredTheme(ports({}, true).ports)).toBe('dark');
    expect(storedOrPreferredTheme(ports({ theme: 'purple' }).ports)).toBe('light');
  });
});
