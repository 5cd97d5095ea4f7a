import type { CoreNotice, CoreResult } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import { noticeMessageId } from '../../core/projections/stable-ids.ts';
import type { EngineEvent } from '../trading/engine/event-log.ts';
import type { DeskNotice, DeskNoticeKind } from '../trading/notices.ts';

const KIND: Record<CoreNotice['kind'], DeskNoticeKind> = {
  fill: 'fill',
  cancel: 'cancel',
  reject: 'reject',
  trigger: 'trigger',
  liquidation: 'liquidation',
  adl: 'adl',
  margin_alert: 'margin-alert',
  funding: 'funding',
  settlement: 'settlement',
};

/** What one durable batch did, in the shapes the streams and the funds service take. */
export interface BatchOutputs {
  notices: { notice: DeskNotice; messageId: string }[];
  /** Book levels and public trades, as the book feed reads engine events. */
  bookEvents: EngineEvent[];
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
export function batchOutputs(core: ExchangeCore, results: readonly CoreResult[]): BatchOutputs {
  const out: BatchOutputs = { notices: [], bookEvents: [], changed: new Set(), touched: new Set() };
  let trade = 0;
  for (const result of results) {
    for (const event of result.events) {
      switch (event.type) {
        case 'notice': {
          const n = event.notice;
          out.touched.add(n.userId);
          out.notices.push({
            messageId: noticeMessageId(n.id),
            notice: {
              kind: KIND[n.kind],
              userId: n.userId,
              orderId: n.orderId === null ? '' : String(n.orderId),
              symbol: n.symbol,
              side: n.side ?? 'BUY',
              price: n.price,
              size: n.size,
              message: n.message,
              at: new Date(n.at),
            },
          });
          break;
        }
        case 'level':
          out.bookEvents.push({ ...event });
          break;
        case 'trade': {
          const tick = core.units(event.symbol)?.tickSize ?? 1;
          trade += 1;
          out.bookEvents.push({
            type: 'fill',
            symbol: event.symbol,
            takerOrderId: trade,
            takerOwner: '',
            takerSide: event.takerSide,
            makerOrderId: 0,
            makerOwner: '',
            price: Math.round(event.price / tick),
            qty: event.qty,
            takerRemaining: 0,
            makerRemaining: 0,
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
  }
  return out;
}
