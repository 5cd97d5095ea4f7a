import { sql } from 'kysely';
import { exactUnits } from '../../../src/domain/instruments/order-units.ts';
import type { InstrumentUnits } from '../../../src/domain/instruments/tick-size.ts';
import { EXCHANGE, INSURANCE_FUND, MARKET_MAKER } from '../../core/accounts.ts';
import type {
  OpeningCommand,
  OpeningOrder,
  OpeningPosition,
  OpeningWithdrawal,
} from '../../core/core-commands.ts';
import { CARRIED_ACCOUNTS, DESK_IMPORT } from '../../core/opening.ts';
import { TAKEOVER_MARKER } from '../../core/projections/checkpoint.ts';
import type { Db } from '../../db/index.ts';
import { pointWithdrawalsAtCoreRefs } from '../funds/takeover.ts';
import type { OrderRow } from '../trading/order-row.ts';

/** The desk's data cannot be taken over as it is: said in words, the server does not start. */
export class DeskImportError extends Error {
  override name = 'DeskImportError';
}

/** Accounts a new core has of its own: money in them alone is no desk's. */
const CORE_OWN: ReadonlySet<string> = new Set([
  MARKET_MAKER,
  INSURANCE_FUND,
  EXCHANGE.capital,
  DESK_IMPORT,
]);

type Units = (symbol: string) => InstrumentUnits | undefined;

interface AccountRow {
  id: string;
  balance: string;
}
interface PositionRow {
  id: string;
  user_id: string;
  symbol: string;
  size_lots: string;
  entry_price: number;
  leverage: number;
  realised_paise: string;
  stop_loss: number | null;
  take_profit: number | null;
  opened_at: Date | string | null;
  updated_at: Date | string;
}

const ms = (at: Date | string | null | undefined, fallback: number): number =>
  at === null || at === undefined ? fallback : new Date(at).getTime();

/**
 * Reads what the trading desk left in the database (its ledger, positions, orders and pending
 * withdrawals) as the opening command a new core takes over (server/core/opening.ts); undefined
 * when the database holds nothing but a new core's own balances. The desk's accounts are named
 * by its ids (`hold:<order>`, `margin:<position>`); the core's by trader (`margin:<user>:<symbol>`).
 */
export async function readDeskOpening(
  db: Db,
  units: Units,
  now: number,
): Promise<OpeningCommand | undefined> {
  const { rows: accounts } = await sql<AccountRow>`select id, balance_paise::text as balance
    from ledger_account where balance_paise <> 0 order by id`.execute(db);
  const { rows: positions } = await sql<PositionRow>`select id::text, user_id::text, symbol,
      size_lots::text, entry_price, leverage, realised_paise::text, stop_loss, take_profit,
      opened_at, updated_at
    from trading_position where size_lots <> 0 order by user_id, symbol`.execute(db);
  const { rows: orders } = await sql<OrderRow>`select id::text, user_id::text, client_order_id,
      symbol, side, type, time_in_force, price, size, filled, filled_notional, leverage,
      reduce_only, status, reason, created_at, updated_at
    from trading_order
    where status in ('open', 'partially_filled') or client_order_id is not null
    order by id`.execute(db);
  const desk =
    accounts.some((a) => !CORE_OWN.has(a.id)) ||
    positions.length > 0 ||
    orders.some((o) => o.status === 'open' || o.status === 'partially_filled');
  if (!desk) return undefined;

  const orderOwner = new Map(orders.map((o) => [o.id, o.user_id]));
  const byPosition = new Map(positions.map((p) => [p.id, p]));
  const available = new Map<string, number>();
  const carried = new Map<string, number>();
  const margins = new Map<string, number>();
  const credit = (user: string, paise: number) =>
    available.set(user, (available.get(user) ?? 0) + paise);
  for (const { id, balance } of accounts) {
    const paise = Number(balance);
    const [kind, rest = ''] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
    if (id.startsWith('available:')) credit(rest, paise);
    else if (CARRIED_ACCOUNTS.has(id)) carried.set(id, paise);
    else if (CORE_OWN.has(id)) continue;
    else if (kind === 'hold') {
      // The desk's hold:<order>, or a core's hold:<user>:<order>: back to the trader's available.
      const owner = rest.includes(':') ? rest.slice(0, rest.indexOf(':')) : orderOwner.get(rest);
      if (owner === undefined) throw new DeskImportError(`${id} holds money for no known order`);
      credit(owner, paise);
    } else if (kind === 'margin' && byPosition.has(rest)) {
      margins.set(rest, paise);
    } else if (kind === 'margin') {
      // A flat position's margin (nothing left to hold it for) goes back to its trader.
      const owner = rest.includes(':') ? rest.slice(0, rest.indexOf(':')) : undefined;
      const closed =
        owner ??
        (
          await sql<{ user_id: string }>`select user_id::text from trading_position
            where id::text = ${rest}`.execute(db)
        ).rows[0]?.user_id;
      if (closed === undefined) throw new DeskImportError(`${id} is the margin of no position`);
      credit(closed, paise);
    } else {
      throw new DeskImportError(`The account ${id} holds ${paise} paise the core has no place for`);
    }
  }

  const opening: OpeningPosition[] = positions.map((p) => {
    if (units(p.symbol)?.kind !== 'perpetual') {
      throw new DeskImportError(
        `${p.symbol}: open option positions cannot be taken over; let them settle at expiry on the desk first`,
      );
    }
    return {
      userId: p.user_id,
      symbol: p.symbol,
      lots: Number(p.size_lots),
      entryPrice: p.entry_price,
      leverage: p.leverage,
      marginPaise: margins.get(p.id) ?? 0,
      realisedPaise: Number(p.realised_paise),
      stopLoss: p.stop_loss,
      takeProfit: p.take_profit,
      openedAt: ms(p.opened_at, ms(p.updated_at, now)),
    };
  });

  const taken: OpeningOrder[] = [];
  for (const o of orders) {
    const u = units(o.symbol);
    // An ended order on an instrument gone (an expired option) keeps no client id in the core.
    if (u === undefined) continue;
    const lots = (coins: number) => exactUnits(coins, u.lotSize) ?? Math.round(coins / u.lotSize);
    taken.push({
      id: Number(o.id),
      userId: o.user_id,
      symbol: o.symbol,
      side: o.side,
      orderType: o.type === 'market' ? 'market' : 'limit',
      timeInForce: (o.time_in_force ?? 'GTC') as OpeningOrder['timeInForce'],
      price: o.price === null ? 0 : Math.round(o.price / u.tickSize),
      qty: lots(o.size),
      filled: lots(o.filled),
      filledValue: o.filled_notional / u.lotSize,
      leverage: o.leverage,
      reduceOnly: o.reduce_only,
      status: o.status,
      reason: o.reason,
      clientOrderId: o.client_order_id,
      createdAt: ms(o.created_at, now),
      updatedAt: ms(o.updated_at, now),
    });
  }
  const { rows: last } = await sql<{ id: string | null }>`select max(id)::text as id
    from trading_order`.execute(db);
  const { rows: pending } = await sql<{
    id: string;
    user_id: string;
    amount_paise: string;
    created_at: Date | string;
  }>`select id::text, user_id::text, amount_paise::text, created_at from funds_transaction
    where type = 'withdrawal' and status = 'pending' order by created_at, id`.execute(db);
  const withdrawals: OpeningWithdrawal[] = pending.map((w) => ({
    ref: w.id,
    userId: w.user_id,
    amountPaise: Number(w.amount_paise),
    requestedAt: ms(w.created_at, now),
  }));
  return {
    type: 'opening',
    balances: [
      ...[...available].map(([user, paise]) => [`available:${user}`, paise] as [string, number]),
      ...carried,
    ],
    positions: opening,
    orders: taken,
    withdrawals,
    nextOrderId: Number(last[0]?.id ?? 0) + 1,
  };
}

/**
 * Marks the database as taken over by the journal's first entry (createCheckpoint then closes the
 * desk's balances, which that entry brings back as the core's) and, through the funds module,
 * points each pending withdrawal at its ref, so the bank's answer updates the desk's row. Before
 * the entry is journaled: a crash between the two leaves the desk's data as it was, read again at
 * the next start.
 */
export async function markTakeover(db: Db, opening: OpeningCommand): Promise<void> {
  const refs = opening.withdrawals.map((w) => w.ref);
  await db.transaction().execute(async (trx) => {
    await sql`insert into core_projection (name, seq) values (${TAKEOVER_MARKER}, 1)
      on conflict (name) do nothing`.execute(trx);
    await pointWithdrawalsAtCoreRefs(trx, refs);
  });
}
