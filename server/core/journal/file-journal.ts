import { writeSync } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rm } from 'node:fs/promises';
import type { Sequenced } from '../deterministic-core.ts';
import { timings } from '../timings.ts';
import { encodeRecord, scanRecord } from './file-records.ts';
import { listSegments, type Segment, SegmentCursor, segmentFile } from './file-segments.ts';
import { checkBatchFollows, JournalWriteError, type PrunableJournal } from './input-journal.ts';

export interface FileJournalOptions {
  /** A new segment file is started when the current one would grow past this (default 32 MiB). */
  readonly segmentBytes?: number;
}

/** What opening found: the torn tail it cut off, if any. */
export interface FileJournalOpenReport {
  readonly lastSeq: number;
  readonly segments: number;
  readonly truncatedBytes: number;
  readonly truncatedReason?: string;
}

/**
 * The input journal as append-only segment files in one directory (records: file-records.ts).
 * Each batch is one record, written with one write and made durable with one fdatasync before
 * `append` resolves (group commit: the sequencer batches whatever queued meanwhile).
 * Opening scans the newest segment and truncates a torn or corrupt tail (a crash mid-write);
 * every record before it is kept. Older segments were whole when the next one began; reading
 * checks their CRCs too and refuses a damaged one.
 */
export class FileJournal<C> implements PrunableJournal<C> {
  private handle: FileHandle | undefined;
  private segment: Segment | undefined;
  private size = 0;
  private last: number;
  private writing: Promise<void> = Promise.resolve();
  private broken: Error | undefined;
  private closed = false;

  private constructor(
    readonly dir: string,
    private readonly segmentBytes: number,
    readonly openReport: FileJournalOpenReport,
    segment: Segment | undefined,
    size: number,
    handle: FileHandle | undefined,
  ) {
    this.last = openReport.lastSeq;
    this.segment = segment;
    this.size = size;
    this.handle = handle;
  }

  static async open<C>(dir: string, options: FileJournalOptions = {}): Promise<FileJournal<C>> {
    await mkdir(dir, { recursive: true });
    const segments = await listSegments(dir);
    const newest = segments[segments.length - 1];
    const segmentBytes = options.segmentBytes ?? 32 * 1024 * 1024;
    if (newest === undefined) {
      return new FileJournal<C>(dir, segmentBytes, emptyReport, undefined, 0, undefined);
    }
    const bytes = await readFile(newest.file);
    let offset = 0;
    let lastSeq = newest.firstSeq - 1;
    let truncatedReason: string | undefined;
    while (offset < bytes.length) {
      const scan = scanRecord<C>(bytes, offset, lastSeq + 1);
      if (scan.kind !== 'record') {
        truncatedReason = scan.kind === 'invalid' ? scan.reason : 'a record cut short';
        break;
      }
      offset += scan.bytes;
      lastSeq += scan.entries.length;
    }
    const handle = await open(newest.file, 'a');
    if (offset < bytes.length) {
      await handle.truncate(offset);
      await handle.datasync();
    }
    const report: FileJournalOpenReport = {
      lastSeq,
      segments: segments.length,
      truncatedBytes: bytes.length - offset,
      ...(truncatedReason === undefined ? {} : { truncatedReason }),
    };
    return new FileJournal<C>(dir, segmentBytes, report, newest, offset, handle);
  }

  append(batch: readonly Sequenced<C>[]): Promise<void> {
    const write = this.writing.then(() => this.write(batch));
    this.writing = write.catch(() => undefined);
    return write;
  }

  private async write(batch: readonly Sequenced<C>[]): Promise<void> {
    if (this.closed) throw new JournalWriteError('The journal is closed.');
    if (this.broken !== undefined) {
      throw new JournalWriteError(
        `The journal stopped after a failed write: ${this.broken.message}`,
      );
    }
    checkBatchFollows(batch, this.last);
    const record = encodeRecord(batch);
    const first = (batch[0] as Sequenced<C>).seq;
    if (
      this.handle === undefined ||
      (this.size > 0 && this.size + record.length > this.segmentBytes)
    ) {
      await this.startSegment(first);
    }
    const handle = this.handle as FileHandle;
    const sizeBefore = this.size;
    const began = timings === undefined ? 0 : performance.now();
    try {
      // The write only reaches the page cache: done here, it saves the batch a trip through
      // libuv's thread pool; the fdatasync, which waits for the disk, goes there.
      let written = 0;
      while (written < record.length) {
        written += writeSync(handle.fd, record, written, record.length - written);
      }
      await handle.datasync();
      if (timings !== undefined) timings.record('journal.writeSync', performance.now() - began);
    } catch (error) {
      await this.undoWrite(handle, sizeBefore, error);
      throw new JournalWriteError(
        `The batch at seq ${first} was not made durable: ${(error as Error).message}`,
        { cause: error },
      );
    }
    this.size = sizeBefore + record.length;
    this.last = first + batch.length - 1;
  }

  /**
   * Cuts the file back to its last durable record so a later batch never follows a half-written
   * one. If even that fails, the page cache can no longer be trusted (a failed fsync may have
   * dropped dirty pages), so the journal refuses every later write: restart and recover.
   */
  private async undoWrite(handle: FileHandle, size: number, cause: unknown): Promise<void> {
    try {
      await handle.truncate(size);
      await handle.datasync();
    } catch {
      this.broken = cause instanceof Error ? cause : new Error(String(cause));
    }
  }

  private async startSegment(firstSeq: number): Promise<void> {
    await this.handle?.close();
    this.segment = { firstSeq, file: segmentFile(this.dir, firstSeq) };
    this.handle = await open(this.segment.file, 'a');
    this.size = 0;
    // The new file's name must survive a crash as surely as its records.
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  async *read(afterSeq: number): AsyncIterable<Sequenced<C>> {
    const cursor = new SegmentCursor<C>(this.dir, afterSeq);
    const limit = this.last;
    for (;;) {
      const entries = await cursor.next(limit);
      if (entries.length === 0) return;
      yield* entries;
    }
  }

  async lastSeq(): Promise<number> {
    return this.last;
  }

  /** Deletes whole segments whose every entry is at or before `seq`; never the newest one. */
  async dropThrough(seq: number): Promise<number> {
    const segments = await listSegments(this.dir);
    let dropped = 0;
    for (let i = 0; i + 1 < segments.length; i += 1) {
      if ((segments[i + 1] as Segment).firstSeq - 1 > seq) break;
      await rm((segments[i] as Segment).file, { force: true });
      dropped += 1;
    }
    return dropped;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.writing;
    await this.handle?.close();
    this.handle = undefined;
  }
}

const emptyReport: FileJournalOpenReport = { lastSeq: 0, segments: 0, truncatedBytes: 0 };
