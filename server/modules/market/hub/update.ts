/**
 * A channel's update as the hub receives it: a JSON-serialisable message (symbol-update) without
 * `sentAt`. The hub serialises it when it sends it, stamping `sentAt` with that time: the end of
 * the round for raw sockets, the flush of the window for conflating ones.
 */
export type Update = Readonly<Record<string, unknown>>;

export function serialiseUpdate(update: Update, sentAt: number): Buffer {
  const json = JSON.stringify(update);
  if (json === '{}') return Buffer.from(`{"sentAt":${sentAt}}`);
  return Buffer.from(`${json.slice(0, -1)},"sentAt":${sentAt}}`);
}
