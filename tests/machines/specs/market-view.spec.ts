import { type AnyMachineSnapshot, fromCallback } from 'xstate';
import { candleHistoryMachine } from '../../../src/machines/market/candle-history.machine.ts';
import { futuresTableMachine } from '../../../src/machines/market/futures-table.machine.ts';
import { marketTopicMachine } from '../../../src/machines/market/market-topic.machine.ts';
import {
  type MarketViewContext,
  marketViewMachine,
} from '../../../src/machines/market/market-view.machine.ts';
import { widgetsFor } from '../../../src/machines/market/market-widgets.ts';
import { optionExpiriesMachine } from '../../../src/machines/market/option-expiries.machine.ts';
import { orderBookSeedMachine } from '../../../src/machines/market/order-book-seed.machine.ts';
import { tickerMachine } from '../../../src/machines/market/ticker.machine.ts';
import { defineModelSpec, inertMachine, type ModelSpec } from '../harness/index.ts';
import { samples } from './helpers.ts';

/** The children each view must run, written out from the pages (independent of the code). */
function expectedChildren(panel: string, symbol: string, resolution: string): string[] {
  const chart = [
    'futures',
    `chart:${symbol}:${resolution}`,
    `book:${symbol}`,
    `trades:${symbol}`,
    `seed:${symbol}`,
  ];
  switch (panel) {
    case 'prices':
      return ['prices', 'sparklines'];
    case 'futures':
      return ['futures', 'futuresTable'];
    case 'options':
      return ['expiries'];
    case 'charts':
      return chart;
    case 'trade':
      return [...chart, `ticker:${symbol}`];
    default:
      return [];
  }
}

const idle = fromCallback(() => {});

export const marketViewSpec: ModelSpec = defineModelSpec({
  name: 'market-view',
  machine: marketViewMachine,
  input: { path: '/markets', search: '' },
  events: {
    ...samples(
      'location.changed',
      { path: '/markets', search: '?tab=futures' },
      { path: '/markets', search: '?tab=options' },
      { path: '/markets', search: '?tab=charts&symbol=ETHUSDT-PERP' },
      { path: '/futureCharts', search: '' },
      { path: '/Markets/', search: '?tab=prices' },
    ),
    ...samples('chart.resolution', { resolution: '5m' }, { resolution: '1m' }),
  },
  provide: {
    actors: {
      followLocation: idle,
      sparklines: idle,
      topic: inertMachine(marketTopicMachine),
      futuresTable: inertMachine(futuresTableMachine),
      expiries: inertMachine(optionExpiriesMachine),
      chartHistory: inertMachine(candleHistoryMachine),
      bookSeed: inertMachine(orderBookSeedMachine),
      ticker: inertMachine(tickerMachine),
    },
  },
  project: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as MarketViewContext;
    return { panel: c.panel, symbol: c.symbol, resolution: c.resolution };
  },
  check: ({ snapshot }) => {
    const c = snapshot.context as MarketViewContext;
    const running = Object.keys(snapshot.children)
      .filter((key) => key !== 'followLocation')
      .sort();
    const view = `${c.panel}:${c.symbol}:${c.resolution}`;
    const expected = expectedChildren(c.panel, c.symbol, c.resolution).sort();
    if (running.join() !== expected.join()) {
      throw new Error(`${view} runs ${running.join()}, expected ${expected.join()}`);
    }
    const listed = widgetsFor(c.panel, c.symbol, c.resolution, 0).map((w) => w.key);
    if (
      [...listed].sort().join() !== running.join() ||
      [...c.widgets].sort().join() !== running.join()
    ) {
      throw new Error('the widgets kept in context are not the children running');
    }
  },
});
