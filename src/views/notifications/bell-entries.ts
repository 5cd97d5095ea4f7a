import type {
  AccountItem,
  NotificationItem,
} from '../../machines/trading/notifications.machine.ts';

/** One line of the bell: an order notice or an account one (deposit, withdrawal, KYC). */
export type BellEntry =
  | {
      readonly source: 'order';
      readonly key: string;
      readonly at: number;
      readonly item: NotificationItem;
    }
  | {
      readonly source: 'account';
      readonly key: string;
      readonly at: number;
      readonly item: AccountItem;
    };

const time = (iso: string): number => {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : 0;
};

/** The order notices (in the order they came) and the account notices, newest first. */
export function bellEntries(
  items: readonly NotificationItem[],
  accountItems: readonly AccountItem[],
): BellEntry[] {
  const orders: BellEntry[] = items.map((item) => ({
    source: 'order',
    key: `order-${item.messageId}`,
    at: time(item.timestamp),
    item,
  }));
  const account: BellEntry[] = accountItems.map((item) => ({
    source: 'account',
    key: `account-${item.id}`,
    at: time(item.at),
    item,
  }));
  // A stable merge: order notices keep their own order, an account notice goes before older ones.
  const merged: BellEntry[] = [];
  let a = 0;
  for (const entry of orders) {
    while (a < account.length && (account[a] as BellEntry).at >= entry.at) {
      merged.push(account[a] as BellEntry);
      a += 1;
    }
    merged.push(entry);
  }
  return [...merged, ...account.slice(a)];
}
