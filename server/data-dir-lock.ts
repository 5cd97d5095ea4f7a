import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that says which process runs the exchange on it. */
export const LOCK_FILE = 'derivo.pid';

export class DataDirInUseError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims DATA_DIR for this process: two servers on one directory would both append to the
 * exchange core's journal and open one PGlite, and corrupt both. A lock left by a process that
 * is gone (a crash, SIGKILL) is taken over. Returns what releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
      throw new DataDirInUseError(
        `Another Derivo exchange (process ${holder}) runs on the data directory ${dataDir}. Stop it, or set DATA_DIR to another directory.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(`Could not claim the data directory ${dataDir}.`);
}
