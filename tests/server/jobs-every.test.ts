import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { every } from '../../server/jobs/every.ts';

test("a job's last run ends before the onClose hooks stop what it calls (the core's sequencer)", async () => {
  const app = Fastify();
  let stopped = false;
  const seen: boolean[] = [];
  every(app, 'slow', 10, async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    seen.push(stopped);
  });
  // Registered after the job, as the exchange module's own onClose is: it runs first on close.
  app.addHook('onClose', async () => {
    stopped = true;
  });
  await app.ready();
  await new Promise((resolve) => setTimeout(resolve, 15));
  await app.close();
  expect(seen.length).toBeGreaterThan(0);
  expect(seen).not.toContain(true);
  const runs = seen.length;
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(seen).toHaveLength(runs);
});
