import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, waitFor } from 'xstate';
import { provideFirstSteps } from '../../../src/services/first-steps.services.ts';
import type { HttpClient } from '../../../src/services/http/client.ts';

/** An actor whose snapshot looks like the funds actor's: only the contribution matters here. */
const fundsLike = setup({
  types: {
    context: {} as { data: { totalContribution: number } },
    events: {} as { type: 'set'; value: number },
  },
}).createMachine({
  context: { data: { totalContribution: 0 } },
  on: { set: { actions: assign({ data: ({ event }) => ({ totalContribution: event.value }) }) } },
});

function checklist() {
  const paths: string[] = [];
  const http = {
    request: async (path: string) => {
      paths.push(path);
      return path === '/fills' ? { total: 0 } : { data: { status: 'pending' } };
    },
  } as unknown as HttpClient;
  const funds = createActor(fundsLike).start();
  const actor = createActor(provideFirstSteps({ http, funds, watched: [] })).start();
  return { actor, funds, paths };
}

describe('the first-steps checklist watching the account', () => {
  it('reads the steps again when money arrives', async () => {
    const { actor, funds, paths } = checklist();
    actor.send({ type: 'firstSteps.signedIn', userId: 'u1' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'showing' }));
    expect(paths).toEqual(['/auth/kyc-status', '/fills']);
    funds.send({ type: 'set', value: 500_000 });
    await waitFor(actor, (s) => s.matches({ signedIn: 'showing' }) && s.context.progress.funded);
    expect(paths).toHaveLength(4);
  });

  it('reads nothing when a sign-out resets the funds (the read would go out without a token)', async () => {
    const { actor, funds, paths } = checklist();
    funds.send({ type: 'set', value: 500_000 });
    actor.send({ type: 'firstSteps.signedIn', userId: 'u1' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'showing' }));
    const before = paths.length;
    funds.send({ type: 'set', value: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().matches({ signedIn: 'showing' })).toBe(true);
    expect(paths).toHaveLength(before);
  });
});
