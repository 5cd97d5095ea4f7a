import type { DeskNotice } from '../trading/notices.ts';

export type NoticeListener = (notices: readonly DeskNotice[]) => void;

/**
 * The order stream's notices of each durable batch of the exchange core, told to whoever listens
 * besides the stream (the referral module's first fills, tests). Decorated as `app.coreNotices`.
 */
export class CoreNotices {
  readonly #listeners = new Set<NoticeListener>();

  /** Tells `listener` every batch's notices from now on; answers how to stop. */
  listen(listener: NoticeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  tell(notices: readonly DeskNotice[]): void {
    for (const listener of this.#listeners) listener(notices);
  }
}
