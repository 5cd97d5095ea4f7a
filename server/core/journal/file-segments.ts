import { type FileHandle, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Sequenced } from '../deterministic-core.ts';
import { MAX_RECORD_BYTES, RECORD_HEADER_BYTES, scanRecord } from './file-records.ts';
import { JournalCorruptError } from './input-journal.ts';

/** A segment file holds the batches from `firstSeq` on; its name carries that seq. */
export interface Segment {
  readonly firstSeq: number;
  readonly file: string;
}

const SEGMENT_NAME = /^segment-(\d{16})\.journal$/;

export function segmentFile(dir: string, firstSeq: number): string {
  return path.join(dir, `segment-${String(firstSeq).padStart(16, '0')}.journal`);
}

/** The directory's segments, oldest first. */
export async function listSegments(dir: string): Promise<Segment[]> {
  const names = await readdir(dir);
  const segments: Segment[] = [];
  for (const name of names) {
    const match = SEGMENT_NAME.exec(name);
    if (match !== null) segments.push({ firstSeq: Number(match[1]), file: path.join(dir, name) });
  }
  return segments.sort((a, b) => a.firstSeq - b.firstSeq);
}

/** At most this much of a segment is read at a time, so a long replay streams. */
const CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * Reads a journal directory forward from a seq, remembering where it stopped, so that a follower
 * (the snapshot worker) can poll a growing journal without reading it again from the start.
 * It never writes: a bad or incomplete record at the end of the newest segment is taken as a
 * write still in progress; anywhere else it is corruption.
 */
export class SegmentCursor<C> {
  private segment: Segment | undefined;
  private offset = 0;
  private nextSeq: number;

  constructor(
    private readonly dir: string,
    afterSeq: number,
  ) {
    this.nextSeq = afterSeq + 1;
  }

  /** The next entries up to `limitSeq`, whole batches only; empty when there is nothing new. */
  async next(limitSeq = Number.MAX_SAFE_INTEGER): Promise<Sequenced<C>[]> {
    const segments = await listSegments(this.dir);
    for (;;) {
      const index = this.locate(segments);
      if (index < 0) return [];
      const segment = segments[index] as Segment;
      const isNewest = index === segments.length - 1;
      const before = this.offset;
      const { entries, atEnd } = await this.readChunk(segment, isNewest, limitSeq);
      if (entries.length > 0) return entries;
      // A chunk of batches before the seq asked for: read on.
      if (this.offset !== before && !atEnd) continue;
      const following = segments[index + 1];
      if (!atEnd || following === undefined || following.firstSeq !== this.nextSeq) return [];
      this.segment = following;
      this.offset = 0;
    }
  }

  /** The index of the segment holding `nextSeq` (the newest whose first seq is not after it). */
  private locate(segments: readonly Segment[]): number {
    if (this.segment !== undefined) {
      const current = this.segment.firstSeq;
      const index = segments.findIndex((segment) => segment.firstSeq === current);
      if (index >= 0) return index;
    }
    let found = -1;
    for (let i = 0; i < segments.length; i += 1) {
      if ((segments[i] as Segment).firstSeq <= this.nextSeq) found = i;
    }
    // Segments dropped below a snapshot: the oldest kept one starts after the seq asked for.
    if (found < 0 && segments.length > 0) found = 0;
    if (found >= 0 && segments[found] !== this.segment) {
      this.segment = segments[found];
      this.offset = 0;
    }
    return found;
  }

  private async readChunk(
    segment: Segment,
    isNewest: boolean,
    limitSeq: number,
  ): Promise<{ entries: Sequenced<C>[]; atEnd: boolean }> {
    const handle = await open(segment.file, 'r');
    try {
      const { size } = await handle.stat();
      const remaining = size - this.offset;
      if (remaining <= 0) return { entries: [], atEnd: true };
      let bytes = await readAt(handle, this.offset, Math.min(CHUNK_BYTES, remaining));
      // A record larger than a chunk is read whole.
      if (bytes.length >= RECORD_HEADER_BYTES) {
        const needed = RECORD_HEADER_BYTES + bytes.readUInt32LE(0);
        if (needed > bytes.length && needed <= remaining && needed <= MAX_RECORD_BYTES) {
          bytes = await readAt(handle, this.offset, needed);
        }
      }
      const entries: Sequenced<C>[] = [];
      let position = 0;
      let expected = this.offset === 0 ? segment.firstSeq : 0;
      for (;;) {
        const scan = scanRecord<C>(bytes, position, expected);
        if (scan.kind === 'record') {
          const last = (scan.entries[scan.entries.length - 1] as Sequenced<C>).seq;
          if (last > limitSeq) return { entries, atEnd: false };
          for (const entry of scan.entries) if (entry.seq >= this.nextSeq) entries.push(entry);
          if (last >= this.nextSeq) this.nextSeq = last + 1;
          position += scan.bytes;
          this.offset += scan.bytes;
          expected = last + 1;
          continue;
        }
        const reachedEnd = this.offset >= size;
        // The chunk ended mid-record: the next call reads on from it.
        if (scan.kind === 'incomplete' && this.offset + (bytes.length - position) < size) {
          return { entries, atEnd: false };
        }
        if (reachedEnd) return { entries, atEnd: true };
        // A write in progress (or a torn tail the writer truncates when it opens).
        if (isNewest) return { entries, atEnd: false };
        throw new JournalCorruptError(
          `Journal segment ${segment.file} is damaged at byte ${this.offset}` +
            (scan.kind === 'invalid' ? ` (${scan.reason}).` : ' (a record cut short).'),
        );
      }
    } finally {
      await handle.close();
    }
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(length);
  const { bytesRead } = await handle.read(bytes, 0, length, position);
  return bytes.subarray(0, bytesRead);
}
