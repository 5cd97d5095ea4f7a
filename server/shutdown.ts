export interface ShutdownLog {
  info(message: string): void;
  warn(message: string): void;
  error(obj: { err: unknown }, message: string): void;
}

export interface ShutdownSteps {
  /** Stops accepting connections and waits for in-flight requests (fastify.close). */
  closeApp(): Promise<void>;
  closeDatabase(): Promise<void>;
  log: ShutdownLog;
  exit(code: number): void;
  /** Give up and exit 1 when closing takes longer than this. */
  timeoutMs?: number;
}

export const STOPPED_MESSAGE = 'Derivo exchange stopped';

/**
 * Returns the signal handler: the first signal closes the app, then the database, and exits 0
 * (1 if a step failed); a second signal, or a close that hangs, exits 1 at once.
 */
export function createShutdown(steps: ShutdownSteps): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) {
      steps.log.warn(`Received ${signal} again, exiting without waiting`);
      steps.exit(1);
      return;
    }
    closing = true;
    steps.log.info(`Received ${signal}, shutting down`);
    const timer = setTimeout(() => {
      steps.log.warn('Shutdown took too long, exiting without waiting');
      steps.exit(1);
    }, steps.timeoutMs ?? 10_000);
    timer.unref();
    void closeAll(steps).then((code) => {
      clearTimeout(timer);
      if (code === 0) steps.log.info(STOPPED_MESSAGE);
      steps.exit(code);
    });
  };
}

async function closeAll(steps: ShutdownSteps): Promise<number> {
  let code = 0;
  for (const [name, close] of [
    ['HTTP server', steps.closeApp],
    ['database', steps.closeDatabase],
  ] as const) {
    try {
      await close();
    } catch (err) {
      steps.log.error({ err }, `Closing the ${name} failed`);
      code = 1;
    }
  }
  return code;
}

/** Calls `shutdown` on SIGINT and SIGTERM. */
export function onShutdownSignals(shutdown: (signal: string) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
}
