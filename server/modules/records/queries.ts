import { type Kysely, sql } from 'kysely';
import type { FinancialYearStatement } from '../../../src/contracts/records.ts';
import { orderOriginOf } from '../../../src/contracts/trading-risk.ts';
import { EXCHANGE } from '../../core/accounts.ts';

/**
 * Records are cut at India's midnight (the trader's statements are Indian: the financial year runs
 * April to March), so `from`/`to` are whole days in IST, both included.
 */
const IST = '+05:30';
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00${IST}`);
export const dayAfter = (day: string): Date =>
  new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

const rupees = (paise: string | number | bigint | null | undefined): number =>
  Number(BigInt(paise ?? 0)) / 100;

const iso = (value: Date | string): string => new Date(value).toISOString();

// biome-ignore lint/suspicious/noExplicitAny: the records read tables of several modules by SQL
type Db = Kysely<any>;

export const CSV_HEADER = [
  'record',
  'time',
  'id',
  'order_id',
  'symbol',
  'side',
  'type',
  'status',
  'price_usd',
  'size',
  'filled_size',
  'average_price_usd',
  'amount_inr',
  'role',
  'details',
] as const;

type CsvRow = Record<(typeof CSV_HEADER)[number], string | number | null>;

const blank: CsvRow = Object.fromEntries(CSV_HEADER.map((k) => [k, null])) as CsvRow;

/** A stop-loss's, take-profit's or liquidation's order or fill says so first in its details. */
function marked(origin: string | null, reason: string | null): string | null {
  const by = orderOriginOf(origin);
  if (by === 'trader') return reason;
  return reason === null || reason === '' ? by : `${by}: ${reason}`;
}

/**
 * Every order, fill and wallet transaction of `userId` in [from, to), oldest first. A fee that was
 * never charged (an order that never executed) is no record of money.
 */
export async function recordRows(db: Db, userId: string, from: Date, to: Date): Promise<CsvRow[]> {
  const [orders, fills, transactions] = await Promise.all([
    sql<{
      id: string;
      symbol: string;
      side: string;
      type: string;
      status: string;
      price: number | null;
      size: number;
      filled: number;
      filled_notional: number;
      reason: string | null;
      origin: string | null;
      created_at: Date;
    }>`select id, symbol, side, type, status, price, size, filled, filled_notional, reason, origin,
        created_at
      from trading_order where user_id = ${userId} and created_at >= ${from} and created_at < ${to}`.execute(
      db,
    ),
    sql<{
      id: string;
      order_id: string;
      symbol: string;
      side: string;
      price: number;
      size: number;
      role: string;
      origin: string | null;
      created_at: Date;
    }>`select f.id, f.order_id, f.symbol, f.side, f.price, f.size, f.role, o.origin, f.created_at
      from trading_fill f left join trading_order o on o.id = f.order_id
      where f.user_id = ${userId} and f.created_at >= ${from} and f.created_at < ${to}`.execute(db),
    sql<{
      id: string;
      type: string;
      status: string;
      amount_paise: string;
      created_at: Date;
    }>`select id, type, status, amount_paise, created_at from funds_transaction
      where user_id = ${userId} and created_at >= ${from} and created_at < ${to}
        and not (type = 'fee' and status <> 'completed')`.execute(db),
  ]);
  const rows: CsvRow[] = [
    ...orders.rows.map((o) => ({
      ...blank,
      record: 'order',
      time: iso(o.created_at),
      id: String(o.id),
      order_id: String(o.id),
      symbol: o.symbol,
      side: o.side,
      type: o.type,
      status: o.status,
      price_usd: o.price,
      size: Number(o.size),
      filled_size: Number(o.filled),
      average_price_usd:
        Number(o.filled) > 0
          ? Number((Number(o.filled_notional) / Number(o.filled)).toFixed(8))
          : null,
      details: marked(o.origin, o.reason),
    })),
    ...fills.rows.map((f) => ({
      ...blank,
      record: 'fill',
      time: iso(f.created_at),
      id: String(f.id),
      order_id: String(f.order_id),
      symbol: f.symbol,
      side: f.side,
      price_usd: Number(f.price),
      size: Number(f.size),
      role: f.role,
      details: marked(f.origin, null),
    })),
    ...transactions.rows.map((t) => ({
      ...blank,
      record: 'wallet_transaction',
      time: iso(t.created_at),
      id: t.id,
      type: t.type,
      status: t.status,
      amount_inr: rupees(t.amount_paise).toFixed(2),
    })),
  ];
  return rows.sort((a, b) => String(a.time).localeCompare(String(b.time)));
}

/** Wallet transactions that realise money on an instrument: their signed change is the P&L. */
const REALISED_KINDS = ['realised_pnl', 'funding', 'liquidation', 'settlement', 'premium'];

/**
 * The financial-year statement, read from the ledger: the journals of the trader's orders carry
 * the brokerage (the fees account) and the GST; deposits and withdrawals are the wallet's
 * completed transactions. The realised P&L by instrument is, for what the trading desk booked,
 * what its journals moved against the market maker's account; for what the exchange core booked
 * (its journals carry a core id), the signed wallet change of the trader's realised P&L, funding,
 * liquidation penalty, option premium and settlement transactions, so the statement adds up to
 * the wallet's movement to the paisa.
 */
export async function statementOf(
  db: Db,
  userId: string,
  fy: number,
): Promise<FinancialYearStatement> {
  const fromDay = `${fy}-04-01`;
  const toDay = `${fy + 1}-03-31`;
  const from = dayStart(fromDay);
  const to = dayAfter(toDay);
  const [byAccount, coreRealised, movements] = await Promise.all([
    sql<{ symbol: string; account_id: string; paise: string }>`
      select o.symbol, e.account_id, sum(e.amount_paise)::text as paise
      from ledger_entry e
      join ledger_journal j on j.id = e.journal_id
      join trading_order o on o.transaction_id = j.transaction_id
      where o.user_id = ${userId} and j.created_at >= ${from} and j.created_at < ${to}
        and (e.account_id in (${EXCHANGE.fees}, ${EXCHANGE.gstPayable})
          or (e.account_id = ${EXCHANGE.marketMaker} and j.core_id is null))
      group by o.symbol, e.account_id`.execute(db),
    sql<{ symbol: string; paise: string }>`
      select symbol, sum(wallet_delta_paise)::text as paise from funds_transaction
      where user_id = ${userId} and wallet_delta_paise is not null and symbol is not null
        and type in (${sql.join(REALISED_KINDS)})
        and created_at >= ${from} and created_at < ${to}
      group by symbol`.execute(db),
    sql<{ type: string; paise: string }>`
      select type, sum(amount_paise)::text as paise from funds_transaction
      where user_id = ${userId} and status = 'completed' and type in ('deposit', 'withdrawal')
        and created_at >= ${from} and created_at < ${to}
      group by type`.execute(db),
  ]);
  const realised = new Map<string, bigint>();
  let fees = 0n;
  let gst = 0n;
  for (const row of byAccount.rows) {
    const paise = BigInt(row.paise);
    if (row.account_id === EXCHANGE.marketMaker) {
      // What the market maker paid is the trader's gain, and the other way round.
      realised.set(row.symbol, (realised.get(row.symbol) ?? 0n) - paise);
    } else if (row.account_id === EXCHANGE.fees) fees += paise;
    else gst += paise;
  }
  for (const row of coreRealised.rows) {
    realised.set(row.symbol, (realised.get(row.symbol) ?? 0n) + BigInt(row.paise));
  }
  const moved = (type: string) => movements.rows.find((r) => r.type === type)?.paise ?? 0;
  return {
    fy,
    from: fromDay,
    to: toDay,
    realisedByInstrument: [...realised.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, paise]) => ({ symbol, realisedPnl: rupees(paise) })),
    fees: rupees(fees),
    gst: rupees(gst),
    deposits: rupees(moved('deposit')),
    withdrawals: rupees(moved('withdrawal')),
  };
}
