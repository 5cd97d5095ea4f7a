import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready and then every `intervalMs` until it closes. A failed run is
 * logged and the next one tries again; the timer never keeps the process alive.
 */
export function every(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => app.log.error({ err, job: name }, `The ${name} job failed`))
      .finally(() => {
        running = null;
      });
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  // Before the onClose hooks: they stop what a job calls (the exchange core's sequencer), and
  // they run in the reverse order of registration, so a job stopped there still ran after them.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
