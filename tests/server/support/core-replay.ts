import { isHouse } from '../../../server/core/accounts.ts';
import type { CoreCommand } from '../../../server/core/core-commands.ts';
import type { CoreFill, CoreOrder, CoreResult } from '../../../server/core/core-events.ts';
import { type ExchangeCore, exchangeCoreFactory } from '../../../server/core/exchange-core.ts';
import type { InputJournal } from '../../../server/core/journal/input-journal.ts';
import { recover } from '../../../server/core/recovery.ts';

/** What a fresh core replaying a whole journal (no snapshot) reaches, with every trader's output. */
export interface Replay {
  readonly core: ExchangeCore;
  /** Each trader order's last state. */
  readonly orders: Map<number, CoreOrder>;
  /** Every trader fill, in journal order. */
  readonly fills: CoreFill[];
  /** The wallet transactions a trader sees, by core id. */
  readonly walletTransactions: Set<string>;
}

/** Replays `journal` from seq 1 into a new core, as recovery without a snapshot does. */
export async function replayJournal(journal: InputJournal<CoreCommand>): Promise<Replay> {
  const orders = new Map<number, CoreOrder>();
  const fills: CoreFill[] = [];
  const walletTransactions = new Set<string>();
  const { core } = await recover(exchangeCoreFactory, journal, undefined, {
    onReplayed: (_entry, result: CoreResult) => {
      for (const event of result.events) {
        if (event.type === 'order' && !isHouse(event.order.userId)) {
          orders.set(event.order.id, { ...event.order });
        } else if (event.type === 'fill' && !isHouse(event.fill.userId)) {
          fills.push(event.fill);
        } else if (event.type === 'transaction') {
          const tx = event.transaction;
          const seen =
            tx.userId !== null &&
            !isHouse(tx.userId) &&
            !['hold', 'margin', 'exchange'].includes(tx.kind) &&
            tx.walletDeltaPaise !== 0;
          if (seen) walletTransactions.add(tx.id);
        }
      }
    },
  });
  return { core: core as ExchangeCore, orders, fills, walletTransactions };
}
