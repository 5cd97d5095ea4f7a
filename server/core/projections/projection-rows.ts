import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { isHouse, mustStayCovered, ownerOf } from '../accounts.ts';
import type {
  CoreEvent,
  CoreFill,
  CoreNotice,
  CoreOrder,
  CorePositionView,
  CoreResult,
  CoreTransaction,
} from '../core-events.ts';
import { streamNoticeKind } from '../notice-kinds.ts';
import { emptyRows, type ProjectionRows, type UnitsOf } from './projection-row-types.ts';
import { noticeMessageId, stableUuid, walletTransactionId } from './stable-ids.ts';

export type { ProjectionRows, UnitsOf } from './projection-row-types.ts';

/** The wallet's type of a core kind where the funds tables' name differs. */
const WALLET_TYPE: Readonly<Record<string, string>> = { withdrawal_returned: 'withdrawal_return' };
/** Moves between a trader's own accounts or the exchange's: no wallet transaction. */
const NOT_WALLET: ReadonlySet<string> = new Set(['hold', 'margin', 'exchange']);

/**
 * Reservations inside one owner's own accounts (an order's hold, a position's margin): a flush
 * writes them as one journal per kind and owner with the net change of each account, not one per
 * movement. They were 6 of a round trip's 9 journals and 12 of its 20 entries, and an order placed
 * and ended within one flush leaves no rows at all; every balance, and every entry's sum, is the
 * same. The journal keeps each movement (replayable), and the core answers the holds of the moment.
 */
const NETTED: ReadonlySet<string> = new Set(['hold', 'margin']);

/** The movements of one kind and owner in a flush, netted by account. */
interface NettedMoves {
  readonly kind: string;
  /** The first movement's core id: the netted journal's. */
  readonly coreId: string;
  readonly amounts: Map<string, number>;
  count: number;
  at: number;
}

const accountKind = (account: string): string => {
  const colon = account.indexOf(':');
  return colon < 0 ? account : account.slice(0, colon);
};

/**
 * Turns journal entries' events into rows. Only traders have rows in the trading tables and the
 * wallet's history (the house owners, market maker and insurance fund, are no app users); every
 * account, the house's included, has its ledger rows.
 */
export class RowBuilder {
  readonly #units: UnitsOf;
  readonly rows: ProjectionRows = emptyRows();
  readonly #feeOf = new Map<number, string>();
  readonly #netted = new Map<string, NettedMoves>();

  constructor(units: UnitsOf) {
    this.#units = units;
  }

  /** The events of one journal entry's result, in order. */
  add(result: CoreResult): void {
    for (const event of result.events) this.#event(event);
  }

  /** The flush's rows, once every entry is added: the netted reservations join the ledger's. */
  finish(): ProjectionRows {
    for (const net of this.#netted.values()) {
      const entries: { account: string; amount: number }[] = [];
      for (const [account, amount] of net.amounts)
        if (amount !== 0) entries.push({ account, amount });
      if (entries.length === 0) continue;
      const journalId = stableUuid('journal', net.coreId);
      this.rows.journals.push({
        id: journalId,
        coreId: net.coreId,
        kind: net.kind,
        transactionId: null,
        withdrawalRef: null,
        memo: `${net.kind === 'hold' ? 'Order holds' : 'Position margin'}: ${net.count} movements, netted`,
        at: net.at,
      });
      this.#post(journalId, entries, net.at);
    }
    this.#netted.clear();
    return this.rows;
  }

  #event(event: CoreEvent): void {
    if (event.type === 'transaction') this.#transaction(event.transaction);
    else if (event.type === 'order') this.#order(event.order);
    else if (event.type === 'fill') this.#fill(event.fill);
    else if (event.type === 'position') this.#position(event.position);
    else if (event.type === 'notice') this.#notice(event.notice);
    else return;
    this.rows.events += 1;
  }

  /**
   * An instrument's units. An order for an instrument nobody lists is a rejected order with no
   * size or price: it is written with unit units (its figures are zero), never left to stop the
   * projection.
   */
  #unitsOf(symbol: string): InstrumentUnits {
    return this.#units(symbol) ?? { symbol, kind: 'perpetual', coin: '', tickSize: 1, lotSize: 1 };
  }

  #net(tx: CoreTransaction): void {
    const key = `${tx.kind}:${tx.userId}`;
    let net = this.#netted.get(key);
    if (net === undefined) {
      net = { kind: tx.kind, coreId: tx.id, amounts: new Map(), count: 0, at: tx.at };
      this.#netted.set(key, net);
    }
    for (const { account, amount } of tx.entries) {
      net.amounts.set(account, (net.amounts.get(account) ?? 0) + amount);
    }
    net.count += 1;
    net.at = tx.at;
  }

  #transaction(tx: CoreTransaction): void {
    if (NETTED.has(tx.kind) && tx.walletDeltaPaise === 0) {
      this.#net(tx);
      return;
    }
    const { rows } = this;
    const walletType = WALLET_TYPE[tx.kind] ?? tx.kind;
    const trader = tx.userId !== null && !isHouse(tx.userId) ? tx.userId : null;
    // A trader sees every change of their wallet; a change of 0 (a break-even close) is no movement.
    const seen = trader !== null && !NOT_WALLET.has(tx.kind) && tx.walletDeltaPaise !== 0;
    const transactionId = seen ? walletTransactionId(tx.id) : null;
    if (seen && transactionId !== null && trader !== null) {
      rows.transactions.push({
        id: transactionId,
        coreId: tx.id,
        userId: trader,
        type: walletType,
        status: tx.kind === 'withdrawal' ? 'pending' : 'completed',
        amountPaise: Math.abs(tx.walletDeltaPaise),
        walletDeltaPaise: tx.walletDeltaPaise,
        balanceAfterPaise: tx.walletAfterPaise,
        symbol: tx.symbol,
        orderId: tx.orderId,
        memo: tx.memo,
        ref: tx.ref,
        at: tx.at,
      });
      if (tx.kind === 'fee' && tx.orderId !== null) {
        this.#feeOf.set(tx.orderId, transactionId);
        const order = rows.orders.get(tx.orderId);
        if (order !== undefined) order.transactionId = transactionId;
      }
    }
    // A withdrawal's end: paid (only exchange accounts move) or returned to the trader.
    const settles =
      tx.ref !== null && (tx.kind === 'exchange' || tx.kind === 'withdrawal_returned');
    if (settles && tx.ref !== null) {
      rows.withdrawals.push({
        ref: tx.ref,
        status: tx.kind === 'exchange' ? 'completed' : 'failed',
        at: tx.at,
      });
    }
    const journalId = stableUuid('journal', tx.id);
    rows.journals.push({
      id: journalId,
      coreId: tx.id,
      kind: tx.kind,
      transactionId,
      withdrawalRef: tx.kind === 'exchange' && settles ? tx.ref : null,
      memo: tx.memo,
      at: tx.at,
    });
    this.#post(journalId, tx.entries, tx.at);
  }

  /** A journal's entries, and the balances they move. */
  #post(
    journalId: string,
    entries: readonly { readonly account: string; readonly amount: number }[],
    at: number,
  ): void {
    const { rows } = this;
    for (const { account, amount } of entries) {
      rows.entries.push({ journalId, account, amountPaise: amount });
      let move = rows.accounts.get(account);
      if (move === undefined) {
        const owner = ownerOf(account);
        move = {
          id: account,
          userId: owner !== undefined && !isHouse(owner) ? owner : null,
          kind: accountKind(account),
          mayGoNegative: !mustStayCovered(account),
          delta: 0,
          at,
        };
        rows.accounts.set(account, move);
      }
      move.delta += amount;
      move.at = at;
    }
  }

  #order(order: Readonly<CoreOrder>): void {
    if (isHouse(order.userId)) return;
    const units = this.#unitsOf(order.symbol);
    const earlier = this.rows.orders.get(order.id);
    const usd = (ticks: number | null) =>
      ticks === null ? null : fromUnits(ticks, units.tickSize);
    this.rows.orders.set(order.id, {
      id: order.id,
      userId: order.userId,
      clientOrderId: order.clientOrderId,
      symbol: order.symbol,
      side: order.side,
      type: order.orderType,
      timeInForce: order.timeInForce,
      // A market order's price is only the band edge it may not pass: the table keeps none.
      price: order.orderType === 'market' ? null : usd(order.price),
      size: fromUnits(order.qty, units.lotSize),
      filled: fromUnits(order.filled, units.lotSize),
      // filledValue is USD × lots; the table's notional is USD × coins.
      filledNotional: order.filledValue * units.lotSize,
      leverage: order.leverage,
      reduceOnly: order.reduceOnly,
      status: order.status,
      reason: order.reason,
      // Trigger prices are USD on the mark already (not on the tick grid).
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      origin: order.origin,
      transactionId: earlier?.transactionId ?? this.#feeOf.get(order.id) ?? null,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
  }

  #fill(fill: CoreFill): void {
    if (isHouse(fill.userId)) return;
    const units = this.#unitsOf(fill.symbol);
    this.rows.fills.push({
      coreId: fill.id,
      orderId: fill.orderId,
      userId: fill.userId,
      symbol: fill.symbol,
      side: fill.side,
      price: fill.price,
      size: fromUnits(fill.qty, units.lotSize),
      role: fill.role,
      at: fill.at,
    });
  }

  #position(position: CorePositionView): void {
    if (isHouse(position.userId)) return;
    const open = position.lots !== 0;
    const key = `${position.userId}:${position.symbol}`;
    this.rows.positions.set(key, {
      id: stableUuid('position', key),
      userId: position.userId,
      symbol: position.symbol,
      sizeLots: position.lots,
      entryPrice: open ? position.entryPrice : 0,
      leverage: position.leverage,
      realisedPaise: position.realisedPaise,
      fundingPaise: position.fundingPaise,
      stopLoss: open ? position.stopLoss : null,
      takeProfit: open ? position.takeProfit : null,
      openedAt: open ? position.openedAt : null,
      openedSign: Math.sign(position.lots),
      at: position.updatedAt,
    });
  }

  #notice(notice: CoreNotice): void {
    if (isHouse(notice.userId)) return;
    const lot = this.#units(notice.symbol)?.lotSize ?? 0;
    this.rows.notices.push({
      id: noticeMessageId(notice.id),
      userId: notice.userId,
      kind: streamNoticeKind(notice.kind),
      orderId: notice.orderId === null ? '' : String(notice.orderId),
      symbol: notice.symbol,
      side: notice.side ?? '',
      price: notice.price,
      size: notice.size,
      lot,
      message: notice.message,
      at: notice.at,
      trigger: notice.trigger ?? null,
      pnlPaise: notice.pnlPaise ?? null,
    });
  }
}
