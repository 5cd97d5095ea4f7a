import { crc32 } from 'node:zlib';
import type { Sequenced } from '../deterministic-core.ts';
import { decodeBatch, encodeBatch } from './batch-codec.ts';

/**
 * A journal file is a run of records, one per batch: a 4-byte little-endian payload length, the
 * payload's CRC-32 (4 bytes, little-endian), then the payload (the batch as UTF-8 JSON,
 * batch-codec.ts). A record whose length, CRC or seqs do not check out ends the valid part.
 */
export const RECORD_HEADER_BYTES = 8;
/** No batch is this large (1,024 commands of a few hundred bytes); a bigger length is garbage. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

export function encodeRecord<C>(batch: readonly Sequenced<C>[]): Buffer {
  const text = encodeBatch(batch);
  const length = Buffer.byteLength(text);
  const record = Buffer.allocUnsafe(RECORD_HEADER_BYTES + length);
  record.write(text, RECORD_HEADER_BYTES, 'utf8');
  record.writeUInt32LE(length, 0);
  record.writeUInt32LE(crc32(record.subarray(RECORD_HEADER_BYTES)), 4);
  return record;
}

export type RecordScan<C> =
  | { kind: 'record'; entries: Sequenced<C>[]; bytes: number }
  /** The bytes end before the record does (a write in progress, or a torn tail). */
  | { kind: 'incomplete' }
  /** The record is whole but wrong: bad length, CRC, JSON or seqs. */
  | { kind: 'invalid'; reason: string };

/** Reads the record at `offset` of `bytes`, expected to start at seq `expectedSeq`. */
export function scanRecord<C>(bytes: Buffer, offset: number, expectedSeq: number): RecordScan<C> {
  if (bytes.length - offset < RECORD_HEADER_BYTES) return { kind: 'incomplete' };
  const length = bytes.readUInt32LE(offset);
  if (length === 0 || length > MAX_RECORD_BYTES) {
    return { kind: 'invalid', reason: `a record length of ${length} bytes` };
  }
  const end = offset + RECORD_HEADER_BYTES + length;
  if (end > bytes.length) return { kind: 'incomplete' };
  const payload = bytes.subarray(offset + RECORD_HEADER_BYTES, end);
  if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) {
    return { kind: 'invalid', reason: 'a CRC-32 that does not match its bytes' };
  }
  let entries: Sequenced<C>[];
  try {
    entries = decodeBatch<C>(payload.toString('utf8'));
  } catch (error) {
    return { kind: 'invalid', reason: (error as Error).message };
  }
  const first = entries[0]?.seq;
  if (expectedSeq > 0 && first !== expectedSeq) {
    return { kind: 'invalid', reason: `a batch starting at seq ${first}, not ${expectedSeq}` };
  }
  return { kind: 'record', entries, bytes: RECORD_HEADER_BYTES + length };
}
