import { createHash } from 'node:crypto';

// A fixed namespace of this projection, so its name-based ids cannot meet another's.
const NAMESPACE = 'derivo:core-projection:';

/**
 * A name-based uuid (RFC 9562 version 5 layout, SHA-1 of namespace and name): the same core id
 * gives the same uuid on every replay, so a transaction written twice is one row.
 */
export function stableUuid(kind: string, coreId: string): string {
  const bytes = createHash('sha1').update(`${NAMESPACE}${kind}:${coreId}`).digest();
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The wallet transaction (funds_transaction.id) of a core transaction `<seq>.<n>`: what a gateway
 * answers for a deposit, withdrawal or reward, and what the referral module keeps.
 */
export const walletTransactionId = (coreTransactionId: string): string =>
  stableUuid('transaction', coreTransactionId);

/** Ids a journal entry may give (`<seq>.<n>`, n from 1): the order stream needs them in one integer. */
export const IDS_PER_ENTRY = 1_000_000;

/**
 * The order stream's `messageId` of a notice `<seq>.<n>`: seq × 1,000,000 + n, which grows with
 * the journal as the stream requires and is the same on a replay. Safe as a JavaScript number up
 * to seq 9 × 10⁹.
 */
export function noticeMessageId(noticeId: string): string {
  const [seq, n] = splitCoreId(noticeId);
  if (n >= IDS_PER_ENTRY) throw new RangeError(`notice ${noticeId}: n must stay below 1,000,000`);
  return (BigInt(seq) * BigInt(IDS_PER_ENTRY) + BigInt(n)).toString();
}

/** The journal sequence and ordinal of a core id `<seq>.<n>`. */
export function splitCoreId(coreId: string): [seq: number, n: number] {
  const dot = coreId.indexOf('.');
  const seq = Number(coreId.slice(0, dot));
  const n = Number(coreId.slice(dot + 1));
  if (dot < 0 || !Number.isSafeInteger(seq) || !Number.isSafeInteger(n) || seq < 0 || n < 0) {
    throw new RangeError(`not a core id: ${coreId}`);
  }
  return [seq, n];
}
