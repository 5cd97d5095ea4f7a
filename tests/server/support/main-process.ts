import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

export type LogLine = { msg?: string; level?: number; port?: number } & Record<string, unknown>;

export interface MainProcess {
  child: ChildProcess;
  /** JSON log lines from stdout so far. */
  logs: LogLine[];
  stderr(): string;
  /** Resolves with the first log line whose msg starts with `prefix`. */
  waitForLog(prefix: string, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `node --import tsx server/main.ts` (or `entry`) as `npm run serve` does, with only `env` set. */
export function startMain(env: Record<string, string>, entry = 'server/main.ts'): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  let pending = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts.filter((part) => part.trim() !== '')) {
      logs.push(JSON.parse(line) as LogLine);
    }
    for (const listener of listeners) listener();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForLog = (prefix: string, timeoutMs = 40_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find((line) => line.msg?.startsWith(prefix));
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No log "${prefix}" within ${timeoutMs} ms. stderr: ${stderr}`));
      }, timeoutMs);
      const gone = () => {
        cleanup();
        reject(new Error(`server/main.ts exited before logging "${prefix}". stderr: ${stderr}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('exit', gone);
      };
      listeners.add(check);
      child.once('exit', gone);
      check();
    });

  return { child, logs, stderr: () => stderr, waitForLog, exited };
}

/**
 * Starts server/main.ts with `env` (kept in `running`, for the test's clean-up) and asserts that
 * it refused to start: exit code 1, saying so on stderr, never listening. Gives the process for
 * the test's own checks of what it said.
 */
export async function refusedStart(
  running: MainProcess[],
  env: Record<string, string>,
): Promise<MainProcess> {
  const main = startMain(env);
  running.push(main);
  const { code } = await main.exited;
  expect(code).toBe(1);
  expect(main.stderr()).toContain('Derivo exchange cannot start.');
  expect(main.logs.some((line) => line.msg?.startsWith('Derivo exchange listening'))).toBe(false);
  return main;
}
