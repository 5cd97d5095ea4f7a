// @vitest-environment jsdom
// Mermaid needs a DOM (DOMPurify) even to parse; jsdom provides it.
import mermaid from 'mermaid';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { renderMermaid } from '../../../scripts/statecharts/mermaid.ts';
import { describeMachine } from '../../../scripts/statecharts/model.ts';
import { machineCatalogue } from '../../../src/machines/catalogue.ts';
import { fixtureMachine } from '../../machines/fixtures/fixture.machine.ts';
import { committedDocs, mermaidBlocks } from './diagrams.ts';

/** Event, guard, action and state names full of characters Mermaid treats specially. */
const hostileMachine = setup({
  guards: { 'is{ok};#1': () => true },
  actions: { 'say "hi"': () => {}, 'a:b': assign({}) },
}).createMachine({
  id: 'hostile',
  initial: 'end',
  // A root transition (drawn outside the root composite) and a targetless one on a composite.
  on: { RESET: '.end' },
  states: {
    group: {
      description: 'A composite with a targetless transition.',
      initial: 'inner',
      on: { PING: { actions: 'say "hi"' } },
      states: { inner: { description: 'Inside.' } },
    },
    end: {
      description: 'A state named like a Mermaid keyword.',
      on: {
        'x --> y; z #2 {w}': { target: 'state', guard: 'is{ok};#1', actions: ['say "hi"', 'a:b'] },
        'self|loop': { actions: 'say "hi"' },
      },
    },
    state: { description: 'Another keyword.', type: 'final' },
  },
});

const inMemory: [string, string][] = [
  ...machineCatalogue.map((entry): [string, string] => [
    entry.name,
    renderMermaid(describeMachine(entry.machine)),
  ]),
  ['fixture', renderMermaid(describeMachine(fixtureMachine))],
  ['hostile', renderMermaid(describeMachine(hostileMachine))],
];

beforeAll(() => {
  mermaid.initialize({ startOnLoad: false });
});

describe('generated statechart diagrams parse with Mermaid', () => {
  it.each(inMemory)('%s (generated in memory)', async (_name, diagram) => {
    await expect(mermaid.parse(diagram)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
  });

  it.each(committedDocs())('docs/statecharts/%s (committed)', async (_name, markdown) => {
    const blocks = mermaidBlocks(markdown);
    expect(blocks).toHaveLength(1);
    for (const block of blocks) {
      await expect(mermaid.parse(block)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
    }
  });
});

it('draws root and composite targetless transitions without text lines on composites', () => {
  const diagram = renderMermaid(describeMachine(hostileMachine));
  expect(diagram).toMatch(/^ {2}s_hostile --> s_hostile__end : RESET$/m);
  expect(diagram).toContain("s_hostile__group --> s_hostile__group : PING / say 'hi' (targetless)");
});

describe('the parser really rejects broken diagrams', () => {
  it.each([
    ['an unclosed composite state', 'stateDiagram-v2\n  state a {\n    b --> c\n'],
    ['a transition without a target', 'stateDiagram-v2\n  a --> : E\n'],
    ['a keyword as a raw state id', 'stateDiagram-v2\n  end --> state\n'],
  ])('%s', async (_name, diagram) => {
    await expect(mermaid.parse(diagram)).rejects.toThrow(/Parse error/);
  });
});
