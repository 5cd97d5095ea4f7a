import { setup } from 'xstate';
import { providedRequest } from '../not-provided.ts';

/**
 * Whether the exchange runs on demo money (GET /api/v1/health's `demoExchange`: a paper-trading
 * production deployment, or DEMO_FUNDS=1 anywhere). Every page then shows the "demo exchange"
 * banner. Read once when the app starts; an unreadable answer is asked again a little later.
 */
export const demoExchangeMachine = setup({
  actors: {
    loadDeployment: providedRequest<boolean>('demoExchange.loadDeployment'),
  },
  guards: {
    isDemo: (_, params: { demo: boolean }) => params.demo,
  },
  delays: { RETRY_MS: 30_000 },
}).createMachine({
  id: 'demoExchange',
  description:
    'The "demo exchange" banner: shown on every page when the server says it runs on demo money only.',
  initial: 'checking',
  states: {
    checking: {
      description: 'GET /api/v1/health: is this a demo exchange?',
      invoke: {
        id: 'loadDeployment',
        src: 'loadDeployment',
        onDone: [
          {
            guard: { type: 'isDemo', params: ({ event }) => ({ demo: event.output }) },
            target: 'demo',
          },
          { target: 'live' },
        ],
        onError: { target: 'unknown' },
      },
    },
    demo: {
      description:
        'A demo exchange with demo money: every page shows the banner saying so, for as long as the app runs.',
    },
    live: { description: 'Real money: no banner.' },
    unknown: {
      description: 'The server did not answer: no banner yet; asked again after a while.',
      after: { RETRY_MS: { target: 'checking' } },
    },
  },
});
