import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { auditEntries } from '../../../scripts/statecharts/audit.ts';
import { describeMachine } from '../../../scripts/statecharts/model.ts';
import { renderAll, renderDoc, renderIndex } from '../../../scripts/statecharts/render.ts';
import { machineCatalogue } from '../../../src/machines/catalogue.ts';
import { fixtureMachine } from '../../machines/fixtures/fixture.machine.ts';

const fixture = { name: 'fixture', summary: 'The harness fixture.', machine: fixtureMachine };
const doc = renderDoc(fixture);

describe('machine model (walk of machine.root)', () => {
  const model = describeMachine(fixtureMachine);

  it('lists every state, root first, in document order', () => {
    expect(model.states.map((s) => s.id)).toEqual([
      'fixture',
      'fixture.idle',
      'fixture.loading',
      'fixture.failed',
      'fixture.waiting',
      'fixture.ready',
      'fixture.ready.view',
      'fixture.ready.view.summary',
      'fixture.ready.view.closed',
      'fixture.ready.sync',
      'fixture.ready.sync.synced',
      'fixture.done',
    ]);
  });

  it('includes after, invoke done/error, state done and always transitions', () => {
    expect(model.transitions.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        'fixture.loading -- xstate.after.loadTimeout.fixture.loading --> fixture.failed',
        'fixture.loading -- xstate.done.actor.settings --> fixture.ready',
        'fixture.loading -- xstate.error.actor.settings --> fixture.failed',
        'fixture.ready -- xstate.done.state.fixture.ready --> fixture.done',
        'fixture.failed -- always --> fixture.done',
        'fixture.idle -- SET_RETRIES --> (none)',
      ]),
    );
    expect(model.transitions).toHaveLength(11);
  });

  it('resolves named delays: numbers as is, functions at the initial context', () => {
    const delays = model.transitions.flatMap((t) => (t.delay ? [t.delay] : []));
    expect(delays).toEqual([
      { name: 'loadTimeout', ms: 5000, computed: false },
      { name: 'backoff', ms: 1000, computed: true },
    ]);
  });
});

describe('statechart doc', () => {
  it('has title, summary, diagram, states table and transitions table', () => {
    for (const part of [
      '# fixture',
      'The harness fixture.',
      '```mermaid',
      '## States',
      '## Transitions',
    ]) {
      expect(doc).toContain(part);
    }
  });

  it('labels transitions `EVENT [guard] / actions` with readable delays and invoke events', () => {
    expect(doc).toContain(': RETRY [canRetry] / countAttempt');
    expect(doc).toContain(': after 5000ms (loadTimeout) / recordFailure');
    expect(doc).toContain(': after 1000ms (backoff, computed)');
    expect(doc).toContain(': done: settings / storeSettings');
    expect(doc).toContain(': error: settings / recordFailure');
    expect(doc).toContain(': always [hasNoRetries]');
  });

  it('draws initial arrows, final states, parallel regions and no text lines on composites', () => {
    expect(doc).toContain('[*] --> s_fixture__idle');
    expect(doc).toContain('s_fixture__done --> [*]');
    expect(doc).toMatch(/\n\s+--\n/);
    expect(doc).not.toMatch(/^\s*s_fixture__ready(__view|__sync)? :/m);
    expect(doc).toMatch(/^\s*s_fixture__idle : SET_RETRIES \/ setRetries$/m);
  });

  it('tables every state and transition with delays in ms', () => {
    expect(doc).toContain(
      '| `fixture.loading` | atomic | Loading settings; gives up after the load timeout. | `settings: loadSettings` |',
    );
    expect(doc).toContain(
      '| `fixture.loading` | after `loadTimeout` | — | `fixture.failed` | `recordFailure` | 5000 |',
    );
    expect(doc).toContain('1000 (computed by `backoff` at initial context)');
  });

  it('writes "computed by" when a delay function cannot be evaluated', () => {
    const machine = setup({
      types: { context: {} as { ms: number }, input: {} as { ms: number } },
      delays: { fromInput: ({ context }) => context.ms },
    }).createMachine({
      id: 'needsInput',
      context: ({ input }) => ({ ms: input.ms }),
      initial: 'a',
      states: { a: { description: 'A.', after: { fromInput: 'b' } }, b: { description: 'B.' } },
    });
    expect(renderDoc({ name: 'x', summary: 'X.', machine })).toContain(
      'after computed by fromInput',
    );
  });

  it('is deterministic and independent of catalogue order', () => {
    const entries = [...machineCatalogue, fixture];
    const once = [...renderAll(entries)];
    expect([...renderAll([...entries].reverse())]).toEqual(once);
    expect([...renderAll(entries)]).toEqual(once);
  });

  it('indexes every machine with its summary and a link', () => {
    const index = renderIndex([fixture, ...machineCatalogue]);
    expect(index).toContain('| [fixture](fixture.md) | The harness fixture. |');
    for (const entry of machineCatalogue)
      expect(index).toContain(`[${entry.name}](${entry.name}.md)`);
  });
});

describe('audit', () => {
  it('accepts the catalogue and the fixture', () => {
    expect(auditEntries([...machineCatalogue, fixture])).toEqual([]);
  });

  it('rejects a state without a description and an invoke without an id', () => {
    const machine = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
      id: 'sloppy',
      initial: 'a',
      states: { a: { invoke: { src: 'load' } } },
    });
    expect(auditEntries([{ name: 'sloppy', summary: 'Sloppy.', machine }])).toEqual([
      'sloppy: state "sloppy.a" has no description',
      'sloppy: state "sloppy.a" invokes "load" without an id',
    ]);
  });

  it('rejects unsafe or duplicate names and multi-line summaries', () => {
    const problems = auditEntries([
      { ...fixture, name: 'index' },
      { ...fixture, name: '../x' },
      fixture,
      { ...fixture, summary: 'two\nlines' },
    ]);
    expect(problems).toEqual([
      'catalogue entry "index": name must be file-name safe and not "index"',
      'catalogue entry "../x": name must be file-name safe and not "index"',
      'catalogue entry "fixture" appears twice',
      'fixture: summary must be one non-empty line',
    ]);
  });
});
