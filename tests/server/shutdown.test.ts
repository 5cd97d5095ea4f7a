import { describe, expect, it, vi } from 'vitest';
import { createShutdown, type ShutdownSteps, STOPPED_MESSAGE } from '../../server/shutdown.ts';

function steps(overrides: Partial<ShutdownSteps> = {}) {
  const lines: string[] = [];
  const exits: number[] = [];
  const all: ShutdownSteps = {
    closeApp: vi.fn(async () => undefined),
    closeDatabase: vi.fn(async () => undefined),
    log: {
      info: (message) => lines.push(message),
      warn: (message) => lines.push(message),
      error: (_obj, message) => lines.push(message),
    },
    exit: (code) => exits.push(code),
    ...overrides,
  };
  return { all, lines, exits };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('graceful shutdown', () => {
  it('closes the app, then the database, then exits 0', async () => {
    const order: string[] = [];
    const { all, lines, exits } = steps({
      closeApp: async () => void order.push('app'),
      closeDatabase: async () => void order.push('database'),
    });
    createShutdown(all)('SIGTERM');
    await settle();
    expect(order).toEqual(['app', 'database']);
    expect(lines).toEqual(['Received SIGTERM, shutting down', STOPPED_MESSAGE]);
    expect(exits).toEqual([0]);
  });

  it('closes once; a second signal while closing exits 1 at once', async () => {
    const { all, lines, exits } = steps({ closeApp: () => new Promise(() => undefined) });
    const shutdown = createShutdown(all);
    shutdown('SIGINT');
    await settle();
    expect(exits).toEqual([]);
    shutdown('SIGINT');
    expect(exits).toEqual([1]);
    expect(all.closeDatabase).not.toHaveBeenCalled();
    expect(lines).toContain('Received SIGINT again, exiting without waiting');
  });

  it('exits 1 when closing hangs past the timeout', async () => {
    const { all, exits } = steps({
      closeDatabase: () => new Promise(() => undefined),
      timeoutMs: 20,
    });
    createShutdown(all)('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(exits).toEqual([1]);
  });

  it('still closes the database and exits 1 when closing the app fails', async () => {
    const { all, lines, exits } = steps({
      closeApp: async () => {
        throw new Error('boom');
      },
    });
    createShutdown(all)('SIGTERM');
    await settle();
    expect(all.closeDatabase).toHaveBeenCalledOnce();
    expect(lines).toContain('Closing the HTTP server failed');
    expect(exits).toEqual([1]);
  });
});
