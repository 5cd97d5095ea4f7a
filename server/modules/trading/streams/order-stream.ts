import type { OrderNotification } from '../../../../src/contracts/trading-streams.ts';
import type { UserStreamCategory } from '../../streams/categories.ts';
import type { OrderNotices } from './order-notices.ts';

/**
 * `/stream/user?category=order[&since=<messageId>]`: the trader's order notices as they commit.
 * With `since`, the ones after it come first (newest 200 of the last day), then the live ones;
 * notices that arrive during the replay wait for it, and no id is sent twice or out of order.
 */
export function orderStreamCategory(notices: OrderNotices): UserStreamCategory {
  return {
    open(context) {
      let last = BigInt(context.since ?? 0);
      let replaying = context.since !== undefined;
      const held: OrderNotification[] = [];
      const deliver = (message: OrderNotification) => {
        const id = BigInt(message.messageId);
        if (id <= last) return;
        last = id;
        context
          .send(message)
          .catch((err: unknown) => context.log.error({ err }, 'Order notice push failed'));
      };
      const stop = notices.listen(context.userId, (message) => {
        if (replaying) held.push(message);
        else deliver(message);
      });
      if (context.since !== undefined) {
        notices
          .after(context.userId, context.since)
          .then((missed) => {
            for (const message of missed) deliver(message);
          })
          .catch((err: unknown) => context.log.error({ err }, 'Order notice replay failed'))
          .finally(() => {
            replaying = false;
            for (const message of held.splice(0)) deliver(message);
          });
      }
      return stop;
    },
  };
}
