import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * Snapshots of a core as files `snapshot-<seq>.json` in one directory. A file is a header line
 * `{"seq":…,"bytes":…,"crc32":…}` and the state's JSON; it is written to a temporary file, synced,
 * then renamed into place (and the directory synced), so a crash leaves either the whole snapshot
 * or none. The newest `keep` (default 2) are kept: if the newest proves damaged, recovery falls
 * back to the one before, which is why journal segments are dropped only below the older one.
 */
export class SnapshotStore {
  private readonly keep: number;

  constructor(
    readonly dir: string,
    options: { keep?: number } = {},
  ) {
    this.keep = options.keep ?? 2;
  }

  /** The seqs of the stored snapshots, newest first. */
  async list(): Promise<number[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const seqs: number[] = [];
    for (const name of names) {
      const match = /^snapshot-(\d+)\.json$/.exec(name);
      if (match !== null) seqs.push(Number(match[1]));
    }
    return seqs.sort((a, b) => b - a);
  }

  fileOf(seq: number): string {
    return path.join(this.dir, `snapshot-${String(seq).padStart(16, '0')}.json`);
  }

  /** Writes the state at `seq` durably; returns the file and its size, then prunes old ones. */
  async write(seq: number, state: unknown): Promise<{ file: string; bytes: number }> {
    await mkdir(this.dir, { recursive: true });
    const body = Buffer.from(JSON.stringify(state), 'utf8');
    const header = `${JSON.stringify({ seq, bytes: body.length, crc32: crc32(body) })}\n`;
    const file = this.fileOf(seq);
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.write(header);
      await handle.write(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    const dir = await open(this.dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    await this.prune();
    return { file, bytes: header.length + body.length };
  }

  /** The state stored at `seq`; throws SnapshotDamagedError if the file does not check out. */
  async read<S>(seq: number): Promise<S> {
    const bytes = await readFile(this.fileOf(seq));
    const newline = bytes.indexOf(10);
    if (newline < 0) throw new SnapshotDamagedError(seq, 'it has no header line');
    let header: { seq?: unknown; bytes?: unknown; crc32?: unknown };
    try {
      header = JSON.parse(bytes.subarray(0, newline).toString('utf8'));
    } catch {
      throw new SnapshotDamagedError(seq, 'its header is not JSON');
    }
    const body = bytes.subarray(newline + 1);
    if (header.seq !== seq)
      throw new SnapshotDamagedError(seq, `its header says seq ${header.seq}`);
    if (header.bytes !== body.length) {
      throw new SnapshotDamagedError(seq, `it holds ${body.length} bytes, not ${header.bytes}`);
    }
    if (header.crc32 !== crc32(body))
      throw new SnapshotDamagedError(seq, 'its CRC-32 does not match');
    return JSON.parse(body.toString('utf8')) as S;
  }

  /**
   * How far the journal may be dropped: the seq of the oldest snapshot kept, the newest one's
   * fallback. With a single snapshot there is no fallback but a full replay, so 0: dropping the
   * journal through the only snapshot left nothing to recover from once that one proved damaged
   * (found by the recovery property test).
   */
  async oldestKept(): Promise<number> {
    const seqs = await this.list();
    return seqs.length < 2 ? 0 : (seqs[seqs.length - 1] as number);
  }

  private async prune(): Promise<void> {
    const seqs = await this.list();
    for (const seq of seqs.slice(this.keep)) await rm(this.fileOf(seq), { force: true });
    // Temporary files of a writer that crashed before its rename.
    for (const name of await readdir(this.dir)) {
      if (name.endsWith('.tmp') && !name.includes(`.${process.pid}.`)) {
        await rm(path.join(this.dir, name), { force: true });
      }
    }
  }
}

export class SnapshotDamagedError extends Error {
  constructor(
    readonly seq: number,
    reason: string,
  ) {
    super(`The snapshot at seq ${seq} is damaged: ${reason}.`);
    this.name = 'SnapshotDamagedError';
  }
}
