import { marginBarMachine } from '../../../src/machines/trading/margin-bar.machine.ts';
import {
  marginBarId,
  type PositionsContext,
  positionsMachine,
} from '../../../src/machines/trading/positions.machine.ts';
import { defineModelSpec, type ModelSpec } from '../harness/index.ts';
import { bareEvents, samples } from './helpers.ts';

const position = {
  symbol: 'BTCUSDT-PERP',
  side: 'long',
  size: 0.01,
  entryPrice: 95000,
  markPrice: 95100,
  unrealisedPnl: 85,
  realisedPnl: 0,
  margin: 8075,
  leverage: 10,
  liquidationPrice: 86000,
  marginRatio: 0.85,
};

export const positionsSpec: ModelSpec = defineModelSpec({
  name: 'positions',
  machine: positionsMachine,
  // The bars are real: the check reads each one's ratio and level.
  provide: { actors: { marginBar: marginBarMachine } },
  events: {
    ...samples('session.signedIn', { userId: 'u-1' }),
    ...bareEvents('session.signedOut', 'positions.stale'),
    ...samples(
      'positions.message',
      {
        message: {
          type: 'bulk-position-update',
          positions: [position],
          totalPNL: 85,
          totalInvested: 8075,
        },
      },
      { message: { type: 'bulk-position-update', positions: [1] } },
    ),
  },
  invokes: {
    fetchPositions: {
      done: [{ positions: [position], totalPNL: 85, totalInvested: 8075 }],
      error: [new Error('500')],
    },
  },
  project: (snapshot) => {
    const context = snapshot.context as PositionsContext;
    return { userId: context.userId, rows: context.positions.length };
  },
  check: ({ snapshot }) => {
    const context = snapshot.context as PositionsContext;
    // One margin-bar actor per open position, told its ratio; none once the rows are gone.
    const bars = Object.keys(snapshot.children).filter((id) => id.startsWith('marginBar:'));
    const wanted = context.positions.map((p) => marginBarId(p.symbol));
    if (bars.sort().join() !== wanted.sort().join()) {
      throw new Error(`margin bars ${bars.join()} for positions ${wanted.join()}`);
    }
    for (const p of context.positions) {
      const bar = snapshot.children[marginBarId(p.symbol)]?.getSnapshot();
      if (bar?.context.ratio !== p.marginRatio || bar?.value !== 'warning') {
        throw new Error(`the bar of ${p.symbol} is not at its ratio ${p.marginRatio} (warning)`);
      }
    }
    if (snapshot.matches('signedOut') && context.positions.length > 0) {
      throw new Error('signed out with positions left');
    }
    if (snapshot.matches({ signedIn: 'waiting' }) && context.positions.length > 0) {
      throw new Error('waiting with rows');
    }
  },
});
