import type { FundSnapshot } from '../../../src/contracts/funds.ts';
import type { UserStreamCategory } from '../streams/categories.ts';
import type { FundsChange, FundsService } from './service.ts';

/** A ledger change is pushed this soon (changes in one burst share a push); well inside 1 s. */
const LEDGER_PUSH_DELAY_MS = 50;
/** Changes to live P&L alone are pushed at most once a second. */
const LIVE_PNL_PUSH_INTERVAL_MS = 1_000;

export async function fundSnapshot(service: FundsService, userId: string): Promise<FundSnapshot> {
  const record = await service.record(userId);
  return {
    userId,
    totalContribution: record.totalContribution,
    availableFunds: record.availableFunds,
    livePNL: record.livePNL,
    grandTotal: record.grandTotal,
    timestamp: service.now().toISOString(),
  };
}

/** The `fund` category: one snapshot on connect, then one after each change. */
export function fundStreamCategory(service: FundsService): UserStreamCategory {
  return {
    open(context) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let lastPush = 0;
      let pushing = Promise.resolve();
      const push = () => {
        timer = undefined;
        lastPush = Date.now();
        pushing = pushing
          .then(async () => context.send(await fundSnapshot(service, context.userId)))
          .catch((err: unknown) => context.log.error({ err }, 'Fund snapshot failed'));
      };
      let soon = false;
      const schedule = (what: FundsChange) => {
        // A push already due soon covers this change too; a later live-P&L push gives way to a ledger one.
        if (timer !== undefined && (soon || what === 'livePnl')) return;
        if (timer !== undefined) clearTimeout(timer);
        soon = what === 'ledger';
        const delay = soon
          ? LEDGER_PUSH_DELAY_MS
          : Math.max(0, lastPush + LIVE_PNL_PUSH_INTERVAL_MS - Date.now());
        timer = setTimeout(push, delay);
      };
      const unsubscribe = service.onChange(context.userId, schedule);
      // A security notice rides on a snapshot of its own, at once.
      const stopNotices = service.onNotice(context.userId, (notice) => {
        pushing = pushing
          .then(async () =>
            context.send({
              ...(await fundSnapshot(service, context.userId)),
              notice: notice.message,
              ...(notice.heldUntil === undefined ? {} : { heldUntil: notice.heldUntil }),
            }),
          )
          .catch((err: unknown) => context.log.error({ err }, 'Fund notice failed'));
      });
      push();
      return () => {
        unsubscribe();
        stopNotices();
        if (timer !== undefined) clearTimeout(timer);
      };
    },
  };
}
