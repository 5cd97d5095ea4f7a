import type { PublicTrade } from '../../../src/contracts/trading-streams.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { CoreResult } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import { streamNoticeKind } from '../../core/notice-kinds.ts';
import { noticeMessageId } from '../../core/projections/stable-ids.ts';
import type { DeskNotice } from '../trading/notices.ts';

/** What one durable batch did, in the shapes the streams and the funds service take. */
export interface BatchOutputs {
  notices: { notice: DeskNotice; messageId: string }[];
  /** Books whose levels changed. */
  books: Set<string>;
  /** The public trades, each id the journal seq of its command and its number in it. */
  trades: { symbol: string; trade: PublicTrade }[];
  /** Traders whose money or positions changed. */
  changed: Set<string>;
  /**
   * Traders the batch changed in any way (orders, fills, money, positions, notices), though the
   * command was another's (a maker's fill, a liquidation on a tick): their history reads wait for
   * this batch as for their own commands.
   */
  touched: Set<string>;
}

/** Sorts a batch's core events into what the order stream, the book feed and the funds need. */
export function batchOutputs(
  core: ExchangeCore,
  seqs: readonly { seq: number }[],
  results: readonly CoreResult[],
): BatchOutputs {
  const out: BatchOutputs = {
    notices: [],
    books: new Set(),
    trades: [],
    changed: new Set(),
    touched: new Set(),
  };
  results.forEach((result, i) => {
    const seq = (seqs[i] as { seq: number }).seq;
    let trade = 0;
    for (const event of result.events) {
      switch (event.type) {
        case 'notice': {
          const n = event.notice;
          out.touched.add(n.userId);
          out.notices.push({
            messageId: noticeMessageId(n.id),
            notice: {
              kind: streamNoticeKind(n.kind),
              userId: n.userId,
              orderId: n.orderId === null ? '' : String(n.orderId),
              symbol: n.symbol,
              side: n.side ?? 'BUY',
              price: n.price,
              size: n.size,
              message: n.message,
              at: new Date(n.at),
              trigger: n.trigger,
              pnlPaise: n.pnlPaise,
            },
          });
          break;
        }
        case 'level':
          out.books.add(event.symbol);
          break;
        case 'trade': {
          const lot = core.units(event.symbol)?.lotSize ?? 1;
          trade += 1;
          out.trades.push({
            symbol: event.symbol,
            trade: {
              tradeId: `${seq}-${trade}`,
              price: event.price,
              size: fromUnits(event.qty, lot),
              side: event.takerSide,
              time: event.at,
            },
          });
          break;
        }
        case 'transaction':
          if (event.transaction.userId !== null) {
            out.changed.add(event.transaction.userId);
            out.touched.add(event.transaction.userId);
          }
          break;
        case 'position':
          out.changed.add(event.position.userId);
          out.touched.add(event.position.userId);
          break;
        case 'order':
          out.touched.add(event.order.userId);
          break;
        case 'fill':
          out.touched.add(event.fill.userId);
          break;
        default:
          break;
      }
    }
  });
  return out;
}
