import { describe, expect, it } from 'vitest';
import { fromCallback, sendTo, setup, spawnChild } from 'xstate';
import { buildSystem } from '../../../scripts/statecharts/system/build.ts';
import { renderSystem } from '../../../scripts/statecharts/system/render.ts';
import { defineModelSpec } from '../../machines/harness/index.ts';

const listener = setup({}).createMachine({
  id: 'listener',
  initial: 'idle',
  states: { idle: { description: 'Listens.', on: { ping: {}, hello: {} } } },
});

const fixtureRoot = setup({ actors: { listener } }).createMachine({
  id: 'root',
  entry: spawnChild('listener', { id: 'theme', systemId: 'theme' }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Waits.',
      on: {
        go: {
          target: 'done',
          actions: sendTo(({ system }) => system.get('theme'), { type: 'ping' }),
        },
      },
    },
    done: { description: 'Went.' },
  },
});

const talker = setup({
  actions: { tell: sendTo(({ system }) => system.get('theme'), { type: 'hello' }) },
  actors: { listener },
}).createMachine({
  id: 'talker',
  initial: 'quiet',
  states: {
    quiet: { description: 'Quiet.', on: { talk: { target: 'asking', actions: 'tell' } } },
    asking: { description: 'Asks its own listener.', invoke: { id: 'ear', src: 'listener' } },
  },
});

const entries = [
  { name: 'root', summary: 'Root.', machine: fixtureRoot },
  { name: 'listener', summary: 'Listener.', machine: listener },
  { name: 'talker', summary: 'Talker.', machine: talker },
];
const specs = [
  defineModelSpec({ name: 'root', machine: fixtureRoot, events: { go: [{ type: 'go' }] } }),
  defineModelSpec({
    name: 'listener',
    machine: listener,
    events: { ping: [{ type: 'ping' }], hello: [{ type: 'hello' }] },
  }),
  defineModelSpec({ name: 'talker', machine: talker, events: { talk: [{ type: 'talk' }] } }),
];

describe('the actor system doc', () => {
  it('draws who spawns and invokes whom and every message, from runs of the path tests', async () => {
    const model = await buildSystem(entries, specs);
    expect(model.observed).toEqual(['root', 'talker']);
    expect(model.actors).toEqual([
      {
        label: '(talker)/ear',
        parent: '(talker)',
        systemId: undefined,
        machine: 'listener',
        kind: 'invoked',
        causes: ['in talker.asking'],
      },
      {
        label: 'theme',
        parent: 'root',
        systemId: 'theme',
        machine: 'listener',
        kind: 'spawned',
        causes: ['start'],
      },
    ]);
    expect(model.messages).toEqual([
      { from: '(talker)', to: 'theme', event: 'hello' },
      { from: 'root', to: 'theme', event: 'ping' },
    ]);
    const doc = renderSystem(model);
    expect(doc).toContain(
      '- `root`: [root](root.md)\n  - `theme`: [listener](listener.md), spawned at start',
    );
    expect(doc).toContain('| `(talker)` | `theme` | `hello` |');
  });
});

/** A machine the services provide to its parent by name, which invokes one of its own. */
const inner = setup({
  actions: { tell: sendTo(({ system }) => system.get('theme'), { type: 'hello' }) },
  actors: { listener },
}).createMachine({
  id: 'inner',
  initial: 'listening',
  states: {
    listening: {
      description: 'Listens with its own ear.',
      invoke: { id: 'ear', src: 'listener' },
      on: { talk: { target: 'told', actions: 'tell' } },
    },
    told: { description: 'Told the theme.' },
  },
});

const outer = setup({
  actors: { inner: fromCallback(() => undefined) },
}).createMachine({
  id: 'outer',
  initial: 'open',
  states: { open: { description: 'Runs inner.', invoke: { id: 'inner', src: 'inner' } } },
});

const nestingRoot = setup({ actors: { outer, listener } }).createMachine({
  id: 'root',
  entry: [
    spawnChild('listener', { id: 'theme', systemId: 'theme' }),
    spawnChild('outer', { id: 'outer', systemId: 'outer' }),
  ],
});

describe('the actor system doc, for invokes within invokes', () => {
  it('nests what an invoked machine invokes and sends under every actor that runs it', async () => {
    const nestingEntries = [
      { name: 'root', summary: 'Root.', machine: nestingRoot },
      { name: 'listener', summary: 'Listener.', machine: listener },
      { name: 'outer', summary: 'Outer.', machine: outer },
      { name: 'inner', summary: 'Inner.', machine: inner },
    ];
    const told: string[] = [];
    const nestingSpecs = [
      defineModelSpec({ name: 'root', machine: nestingRoot }),
      defineModelSpec({
        name: 'inner',
        machine: inner,
        events: { talk: [{ type: 'talk' }] },
        // The spec records the send for its own checks; the doc still shows the real one.
        provide: { actions: { tell: () => told.push('hello') } },
      }),
    ];
    const model = await buildSystem(nestingEntries, nestingSpecs);
    const tree = model.actors.map((a) => `${a.parent} > ${a.label}: ${a.machine} (${a.kind})`);
    expect(tree).toEqual([
      'outer > outer/inner: inner (invoked)',
      'outer/inner > outer/inner/ear: listener (invoked)',
      'root > outer: outer (spawned)',
      'root > theme: listener (spawned)',
    ]);
    expect(model.messages).toEqual([{ from: 'outer/inner', to: 'theme', event: 'hello' }]);
    expect(renderSystem(model)).not.toContain('not started by a machine');
  });
});
