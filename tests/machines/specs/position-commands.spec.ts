import {
  type PositionCommandsContext,
  positionCommandsMachine,
} from '../../../src/machines/trading/position-commands.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

export const positionCommandsSpec: ModelSpec = defineModelSpec({
  name: 'position-commands',
  machine: positionCommandsMachine,
  input: { userId: 'u-1' },
  events: {
    ...samples(
      'positions.close',
      { symbol: 'BTCUSDT-PERP' },
      { symbol: 'BTCUSDT-PERP', size: 0.005 },
    ),
    ...samples('positions.closeAll', { symbols: ['BTCUSDT-PERP'] }, { symbols: [] }),
    ...bareEvents('positions.confirm', 'positions.cancel'),
    ...samples('positions.editStops', {
      symbol: 'BTCUSDT-PERP',
      stopLoss: 90000,
      takeProfit: null,
    }),
  },
  invokes: {
    sendCommand: {
      done: [undefined],
      error: [{ body: { message: 'Stop-loss must be below the mark price for a long' } }],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as PositionCommandsContext;
    return {
      command: context.command?.kind ?? null,
      notice: context.notice !== null,
      error: context.error,
    };
  },
  check: ({ snapshot }) => {
    const context = snapshot.context as PositionCommandsContext;
    if (!snapshot.matches('ready') && context.command === null) {
      throw new Error('confirming or sending without a command');
    }
    if (snapshot.matches('ready') && context.command !== null) {
      throw new Error('a command is left over');
    }
    if (
      context.error !== null &&
      context.error !== 'Stop-loss must be below the mark price for a long'
    ) {
      throw new Error(`the server's words must show, got ${context.error}`);
    }
  },
});
