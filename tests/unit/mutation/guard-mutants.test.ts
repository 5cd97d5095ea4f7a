import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { runGuardMutants } from '../../../scripts/mutation/guard-mutants.ts';
import { defineModelSpec } from '../../machines/harness/index.ts';

/** A door that opens only with the right code, and sounds the alarm on a wrong one. */
const door = setup({
  types: { events: {} as { type: 'enter'; code: string } },
  guards: { rightCode: (_, params: { code: string }) => params.code === '1234' },
}).createMachine({
  id: 'door',
  initial: 'shut',
  states: {
    shut: {
      description: 'Shut.',
      on: {
        enter: [
          {
            guard: { type: 'rightCode', params: ({ event }) => ({ code: event.code }) },
            target: 'open',
          },
          { target: 'alarm' },
        ],
      },
    },
    open: { description: 'Open.' },
    alarm: { description: 'Sounding.' },
  },
});

const outcomes = async (codes: string[]) => {
  const spec = defineModelSpec({
    name: 'door',
    machine: door,
    events: { enter: codes.map((code) => ({ type: 'enter' as const, code })) },
  });
  const report = await runGuardMutants([spec]);
  return Object.fromEntries(report.mutants.map((m) => [m.mutation, m.killed]));
};

describe('guard mutants against the path tests', () => {
  it('kills every mutant of a guard whose both answers the spec reaches', async () => {
    expect(await outcomes(['1234', '0000'])).toEqual({
      negated: true,
      'always true': true,
      'always false': true,
    });
  });

  it('lets "always true" survive when the spec never tries a wrong code', async () => {
    expect(await outcomes(['1234'])).toEqual({
      negated: true,
      'always true': false,
      'always false': true,
    });
  });

  it('leaves out a guard the spec fakes itself', async () => {
    const spec = defineModelSpec({
      name: 'door',
      machine: door,
      events: { enter: [{ type: 'enter', code: '1234' }] },
      provide: { guards: { rightCode: () => true } },
    });
    const report = await runGuardMutants([spec]);
    expect(report.mutants).toEqual([]);
    expect(report.fakedBySpec).toEqual({ door: ['rightCode'] });
  });
});
