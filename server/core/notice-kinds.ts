import type { OrderNoticeKind } from '../../src/contracts/trading-streams.ts';

/**
 * The core's notice kinds: the order stream's (the shared contract), with `margin-alert` spelled
 * `margin_alert` as the journal has always had it.
 */
export type NoticeKind = Exclude<OrderNoticeKind, 'margin-alert'> | 'margin_alert';

/** A core notice's kind as the order stream says it. */
export const streamNoticeKind = (kind: NoticeKind): OrderNoticeKind =>
  kind === 'margin_alert' ? 'margin-alert' : kind;
