import { type ChildProcess, spawn } from 'node:child_process';

/** `npm run dev`: the exchange server on :8080 and Vite's dev server on :5173 proxying to it. */
const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', '--watch-path=server', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
