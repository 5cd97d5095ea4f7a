import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../server/db/index.ts';
import { hashPassword } from '../../../server/modules/auth/passwords.ts';

/**
 * A database as the old trading desk left it, written row by row without the desk's code (which is
 * gone): traders' ledger accounts named as the desk named them (`available:<user>`,
 * `hold:<order id>`, `margin:<position id>`), balanced journals, wallet transactions, orders,
 * positions and a pending withdrawal. Figures in paise; two traders.
 */
export interface DeskFixture {
  readonly password: string;
  readonly a: { userId: string; email: string; positionId: string; openOrderId: number };
  readonly b: { userId: string; email: string; positionId: string; withdrawalId: string };
  /** Each trader's wallet (available + holds + margins) as the desk left it. */
  readonly wallets: Record<string, number>;
  readonly available: Record<string, number>;
  readonly margins: Record<string, number>;
  readonly holds: Record<string, number>;
  readonly transactions: number;
}

const PASSWORD = 'Desk-Era-Passw0rd!';

async function user(db: Db, tag: string): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = `${tag}-${userId.slice(0, 8)}@example.com`;
  const now = new Date(Date.now() - 86_400_000);
  await sql`insert into app_user (id, email, fullname, password_hash, phone_number, referral_code,
      email_verified_at, created_at, updated_at)
    values (${userId}, ${email}, ${`Desk ${tag}`}, ${await hashPassword(PASSWORD)}, null, null,
      ${now}, ${now}, ${now})`.execute(db);
  return { userId, email };
}

/** One balanced journal as the desk posted it, with its wallet transaction when it has one. */
async function post(
  outer: Db,
  memo: string,
  entries: readonly [account: string, amount: number, userId: string | null][],
  transaction?: { userId: string; type: string; status: string; amount: number; after: number },
): Promise<string | null> {
  return outer.transaction().execute(async (db) => {
    const at = new Date(Date.now() - 3_600_000);
    const transactionId = transaction === undefined ? null : randomUUID();
    if (transaction !== undefined) {
      await sql`insert into funds_transaction (id, user_id, type, status, amount_paise,
        balance_after_paise, created_at, updated_at)
      values (${transactionId}, ${transaction.userId}, ${transaction.type}, ${transaction.status},
        ${transaction.amount}, ${transaction.after}, ${at}, ${at})`.execute(db);
    }
    const journalId = randomUUID();
    await sql`insert into ledger_journal (id, transaction_id, memo, created_at)
    values (${journalId}, ${transactionId}, ${memo}, ${at})`.execute(db);
    for (const [account, , userId] of entries) {
      await sql`insert into ledger_account (id, user_id, kind, may_go_negative, updated_at)
      values (${account}, ${userId}, ${account.split(':')[0]}, ${userId === null}, ${at})
      on conflict (id) do nothing`.execute(db);
    }
    // A journal's entries in one statement: the ledger checks each statement balances.
    await sql`insert into ledger_entry (journal_id, account_id, amount_paise)
      values ${sql.join(entries.map(([account, amount]) => sql`(${journalId}, ${account}, ${amount})`))}`.execute(
      db,
    );
    for (const [account, amount] of entries) {
      await sql`update ledger_account set balance_paise = balance_paise + ${amount}
      where id = ${account}`.execute(db);
    }
    return transactionId;
  });
}

async function order(
  db: Db,
  o: {
    id: number;
    userId: string;
    clientOrderId: string | null;
    symbol: string;
    side: 'BUY' | 'SELL';
    type: 'limit' | 'market';
    price: number | null;
    size: number;
    filled: number;
    leverage: number;
    status: string;
  },
): Promise<void> {
  const at = new Date(Date.now() - 3_000_000);
  await sql`insert into trading_order (id, user_id, client_order_id, symbol, side, type,
      time_in_force, price, size, filled, filled_notional, leverage, reduce_only, status, reason,
      created_at, updated_at)
    values (${o.id}, ${o.userId}, ${o.clientOrderId}, ${o.symbol}, ${o.side}, ${o.type},
      ${o.type === 'market' ? 'IOC' : 'GTC'}, ${o.price}, ${o.size}, ${o.filled},
      ${o.filled * (o.price ?? 95_000)}, ${o.leverage}, false, ${o.status}, null, ${at}, ${at})`.execute(
    db,
  );
}

async function position(
  db: Db,
  p: { userId: string; symbol: string; lots: number; entry: number; leverage: number },
): Promise<string> {
  const id = randomUUID();
  const at = new Date(Date.now() - 3_000_000);
  await sql`insert into trading_position (id, user_id, symbol, size_lots, entry_price, leverage,
      realised_paise, updated_at, opened_at, opened_sign)
    values (${id}, ${p.userId}, ${p.symbol}, ${p.lots}, ${p.entry}, ${p.leverage}, 0, ${at}, ${at},
      ${Math.sign(p.lots)})`.execute(db);
  return id;
}

/** Fills `db` (migrated, no exchange core run on it yet) as the desk left it. */
export async function buildDeskFixture(db: Db): Promise<DeskFixture> {
  const a = await user(db, 'desk-a');
  const b = await user(db, 'desk-b');
  const A = `available:${a.userId}`;
  const B = `available:${b.userId}`;
  const t = (
    userId: string,
    type: string,
    amount: number,
    after: number,
    status = 'completed',
  ) => ({
    userId,
    type,
    status,
    amount,
    after,
  });
  /** A demo deposit into a wallet that held nothing before it. */
  const firstDeposit = (wallet: string, userId: string, paise: number) =>
    post(
      db,
      'Demo deposit',
      [
        ['demo_deposits', -paise, null],
        [wallet, paise, userId],
      ],
      t(userId, 'deposit', paise, paise),
    );
  // A: ₹1,00,000 in; long 0.01 BTC at $95,000 and 10x (margin ₹8,075 and the fee ₹23.60); a
  // resting buy of 0.005 BTC holding ₹4,061.10.
  await firstDeposit(A, a.userId, 1_00_000_00);
  await order(db, {
    id: 1,
    userId: a.userId,
    clientOrderId: 'desk-a-1',
    symbol: 'BTCUSDT-PERP',
    side: 'BUY',
    type: 'market',
    price: null,
    size: 0.01,
    filled: 0.01,
    leverage: 10,
    status: 'filled',
  });
  const aPosition = await position(db, {
    userId: a.userId,
    symbol: 'BTCUSDT-PERP',
    lots: 10,
    entry: 95_000,
    leverage: 10,
  });
  const aMargin = `margin:${aPosition}`;
  await post(db, 'Margin for 0.01 BTCUSDT-PERP', [
    [A, -8_07_500, a.userId],
    [aMargin, 8_07_500, a.userId],
  ]);
  await post(
    db,
    'Fee',
    [
      [A, -2360, a.userId],
      ['fees', 2000, null],
      ['gst_payable', 360, null],
    ],
    t(a.userId, 'fee', 2360, 1_00_000_00 - 2360),
  );
  await order(db, {
    id: 2,
    userId: a.userId,
    clientOrderId: 'desk-a-2',
    symbol: 'BTCUSDT-PERP',
    side: 'BUY',
    type: 'limit',
    price: 94_000,
    size: 0.005,
    filled: 0,
    leverage: 10,
    status: 'open',
  });
  await post(db, 'Hold for order 2', [
    [A, -4_06_110, a.userId],
    ['hold:2', 4_06_110, a.userId],
  ]);
  // B: ₹2,00,000 in; short 1 ETH at $3,200 and 5x (margin ₹54,400); ₹500 of realised P&L from
  // the market maker; ₹10,000 on its way to the bank.
  await firstDeposit(B, b.userId, 2_00_000_00);
  await order(db, {
    id: 3,
    userId: b.userId,
    clientOrderId: null,
    symbol: 'ETHUSDT-PERP',
    side: 'SELL',
    type: 'market',
    price: null,
    size: 1,
    filled: 1,
    leverage: 5,
    status: 'filled',
  });
  const bPosition = await position(db, {
    userId: b.userId,
    symbol: 'ETHUSDT-PERP',
    lots: -100,
    entry: 3_200,
    leverage: 5,
  });
  const bMargin = `margin:${bPosition}`;
  await post(db, 'Margin for 1 ETHUSDT-PERP', [
    [B, -54_40_000, b.userId],
    [bMargin, 54_40_000, b.userId],
  ]);
  await post(
    db,
    'Realised P&L',
    [
      ['market_maker', -50_000, null],
      [B, 50_000, b.userId],
    ],
    t(b.userId, 'realised_pnl', 50_000, 2_00_500_00),
  );
  const withdrawalId = (await post(
    db,
    'Withdrawal',
    [
      [B, -10_000_00, b.userId],
      ['withdrawals_in_flight', 10_000_00, null],
    ],
    t(b.userId, 'withdrawal', 10_000_00, 1_90_500_00, 'pending'),
  )) as string;
  const available = {
    [a.userId]: 1_00_000_00 - 8_07_500 - 2360 - 4_06_110,
    [b.userId]: 2_00_000_00 - 54_40_000 + 50_000 - 10_000_00,
  };
  const margins = { [a.userId]: 8_07_500, [b.userId]: 54_40_000 };
  const holds = { [a.userId]: 4_06_110, [b.userId]: 0 };
  const wallets = Object.fromEntries(
    Object.keys(available).map((u) => [
      u,
      (available[u] ?? 0) + (margins[u] ?? 0) + (holds[u] ?? 0),
    ]),
  );
  return {
    password: PASSWORD,
    a: { ...a, positionId: aPosition, openOrderId: 2 },
    b: { ...b, positionId: bPosition, withdrawalId },
    wallets,
    available,
    margins,
    holds,
    transactions: 5,
  };
}
