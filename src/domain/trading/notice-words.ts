import type { Currency } from '../money/currency.ts';
import { formatRupeesIn } from '../money/display.ts';
import { formatPriceIn } from '../money/price-text.ts';
import type { OrderNotice } from './order-notice.ts';

/** How a notice looks: a fill by its side, a warning amber, a loss red, the rest plain. */
export type NoticeTone = 'BUY' | 'SELL' | 'warning' | 'danger' | 'neutral';

const OWN_CANCEL = 'Cancelled by the trader';

/** The server's reason after "Order <id> cancelled: " (the id is internal: never shown). */
const reasonOf = (message: string): string => message.replace(/^Order \d+ cancelled:?\s*/, '');

/** A rupee amount with its sign, in the display currency: "+₹1,260.00", "−$14.82". */
const signed = (rupees: number, currency: Currency): string =>
  `${rupees < 0 ? '−' : '+'}${formatRupeesIn(Math.abs(rupees), currency)}`;

/**
 * Every "$94,262.10" (a USD price) and "₹395.81" (rupees) in a server text, in the display
 * currency, through the one conversion: a notice the app does not reword still shows one currency.
 */
export function inDisplayCurrency(text: string, currency: Currency): string {
  return text
    .replace(/([−-]?)\$([\d,]+(?:\.\d+)?)/g, (_, sign: string, usd: string) => {
      const shown = formatPriceIn(Number(usd.replaceAll(',', '')), currency);
      return `${sign}${shown}`;
    })
    .replace(/([−-]?)₹([\d,]+(?:\.\d+)?)/g, (_, sign: string, inr: string) => {
      const shown = formatRupeesIn(Number(inr.replaceAll(',', '')), currency);
      return `${sign}${shown}`;
    });
}

/**
 * A notice in words for the trader, in the display currency (issue 25): a stop-loss, take-profit
 * or liquidation as ONE message with what traded, the trigger and the realised P&L; a cancel without
 * the order's internal id.
 */
export function noticeWords(notice: OrderNotice, currency: Currency): string {
  const verb = notice.side === 'BUY' ? 'bought' : 'sold';
  const price = (usd: number) => formatPriceIn(usd, currency);
  switch (notice.kind) {
    case 'fill':
      // From the figures, not the text: a fill's text may carry its price without a sign.
      if (notice.size > 0 && notice.price > 0) {
        const did = notice.side === 'BUY' ? 'Bought' : 'Sold';
        return `${did} ${notice.size} ${notice.symbol} at ${price(notice.price)}`;
      }
      return inDisplayCurrency(notice.message, currency);
    case 'trigger': {
      const which = /^Take-profit/.test(notice.message) ? 'Take-profit hit' : 'Stop-loss hit';
      if (notice.size <= 0 || notice.realisedPnl === undefined) {
        return `${which}: ${inDisplayCurrency(notice.message.replace(/^[^:]*:\s*/, ''), currency)}`;
      }
      const trigger =
        notice.triggerPrice === undefined ? '' : ` (trigger ${price(notice.triggerPrice)})`;
      return `${which}: ${verb} ${notice.size} ${notice.symbol} at ${price(notice.price)}${trigger}, realised ${signed(notice.realisedPnl, currency)}`;
    }
    case 'liquidation': {
      if (notice.realisedPnl === undefined) return inDisplayCurrency(notice.message, currency);
      const lost = formatRupeesIn(Math.abs(notice.realisedPnl), currency);
      const traded =
        notice.size > 0
          ? ` (${verb} ${notice.size} ${notice.symbol} at ${price(notice.price)})`
          : '';
      return `Liquidated: ${lost} margin lost${traded}`;
    }
    case 'cancel': {
      const order = `${notice.side === 'BUY' ? 'buy' : 'sell'} ${notice.size} ${notice.symbol}`;
      const reason = reasonOf(notice.message);
      return reason === '' || reason === OWN_CANCEL
        ? `Cancelled: your order to ${order}`
        : `Cancelled: ${order}. ${inDisplayCurrency(reason, currency)}`;
    }
    default:
      return inDisplayCurrency(notice.message.replace(/^Order \d+ /, 'Order '), currency);
  }
}

/** A fill green or red by its side; a margin alert amber; a loss red; a trader's own cancel plain. */
export function noticeTone(notice: OrderNotice): NoticeTone {
  switch (notice.kind) {
    case 'fill':
      return notice.side;
    case 'margin-alert':
    case 'adl':
      return 'warning';
    case 'liquidation':
    case 'reject':
      return 'danger';
    case 'trigger':
      return (notice.realisedPnl ?? 0) < 0 ? 'danger' : 'neutral';
    default:
      return 'neutral';
  }
}
