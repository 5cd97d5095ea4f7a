import { type AnyActorRef, fromCallback } from 'xstate';
import { marketStripMachine } from '../../../src/machines/pages/market-strip.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents } from './helpers.ts';

/** The topic watch the loaded market code gives: a stand-in that keeps its input. */
const inputs: unknown[] = [];
const watch = fromCallback(({ input }) => {
  inputs.push(input);
});

/** The strip watches the dashboard topic only once shown and loaded, and never before. */
export const marketStripSpec: ModelSpec = defineModelSpec({
  name: 'market-strip',
  machine: marketStripMachine,
  events: bareEvents('strip.shown'),
  invokes: { loadWatch: { done: [watch], error: [new Error('Failed to fetch the chunk')] } },
  check: ({ snapshot }) => {
    const dashboard = snapshot.children.dashboard as AnyActorRef | undefined;
    if (snapshot.matches('watching') !== (dashboard !== undefined)) {
      throw new Error('the dashboard topic is watched outside the watching state, or not in it');
    }
    if (dashboard && JSON.stringify(inputs.at(-1)) !== '{"topic":{"category":"dashboard"}}') {
      throw new Error(`the strip watches ${JSON.stringify(inputs.at(-1))}`);
    }
    if (!snapshot.matches('loading') && snapshot.children.loadWatch !== undefined) {
      throw new Error('the market code is loaded outside the loading state');
    }
  },
});
