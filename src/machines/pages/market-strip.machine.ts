import { type AnyActorLogic, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';

export type MarketStripEvent = { type: 'strip.shown' };

export interface MarketStripContext {
  /** The market topic watch's logic, once its code has loaded. */
  readonly watch: AnyActorLogic | null;
}

/** What the strip watches: the majors' prices of the dashboard topic. */
export const STRIP_TOPIC = { category: 'dashboard' } as const;

/**
 * The landing page's market strip (a page actor of `/`): nothing until the page says the strip is
 * on screen, so the landing's first load carries no market code; then it loads the market topic
 * watch (market-topic.machine.ts with the feed) and runs it as its child, which asks for the
 * market connection and subscribes to the dashboard topic under the market user id. Leaving the
 * page stops this actor and so the watch, which releases the subscription.
 */
export const marketStripMachine = setup({
  types: { context: {} as MarketStripContext, events: {} as MarketStripEvent },
  actors: {
    loadWatch: fromPromise<AnyActorLogic>(async () => notProvided('marketStrip.loadWatch')),
  },
  actions: {
    keepWatch: assign({ watch: (_, watch: AnyActorLogic) => watch }),
    startWatch: enqueueActions(({ context, enqueue }) => {
      if (context.watch === null) return;
      // Logic that comes at run time: XState's types allow no `id` for it (see root.machine.ts).
      const options = { id: 'dashboard', input: { topic: STRIP_TOPIC } };
      enqueue.spawnChild(context.watch, options as { input: unknown });
    }),
  },
}).createMachine({
  id: 'marketStrip',
  description:
    'The landing page’s market strip: waits until it is shown, loads the market code, then watches the dashboard topic while the page is on screen.',
  context: { watch: null },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'The strip is not on screen yet: no market code, no connection.',
      on: { 'strip.shown': { target: 'loading' } },
    },
    loading: {
      description: 'The market code loads; a chunk that fails waits for the strip to show again.',
      invoke: {
        id: 'loadWatch',
        src: 'loadWatch',
        onDone: {
          target: 'watching',
          actions: { type: 'keepWatch', params: ({ event }) => event.output },
        },
        onError: { target: 'hidden' },
      },
    },
    watching: {
      description: 'The dashboard topic is watched by the child `dashboard` while the page lasts.',
      entry: 'startWatch',
    },
  },
});
