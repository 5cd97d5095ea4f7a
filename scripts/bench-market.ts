import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { FleetCommand, FleetEvent } from './bench-market/clients.ts';
import { type RecordedRound, startBareServer, startMarketServer } from './bench-market/servers.ts';
import { type FleetReport, messagesIn } from './bench-market/stats.ts';

/**
 * `npm run bench:market [-- --clients 1000 --seconds 10 --tick-ms 250 --option-tick-ms 1000]`
 *
 * N loopback clients (a child process) subscribe to the dashboard and the nearest BTC option
 * chain on the market socket (conflated, 100 ms windows); we count delivered messages (updates)
 * per second and the delay from each window's flush (its sentAt) to receipt. Then the same
 * clients connect to a bare `ws` server that broadcasts the very window frames the market wrote,
 * at the same times. Bounded in time.
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    'tick-ms': { type: 'string', default: '250' },
    'option-tick-ms': { type: 'string', default: '1000' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const guard = setTimeout(
  () => {
    console.error('bench:market took too long; giving up');
    process.exit(2);
  },
  (2 * (seconds + warmup) + 120) * 1000,
);
guard.unref();

const fleet: ChildProcess = fork(new URL('./bench-market/clients.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ask<K extends FleetEvent['kind']>(
  command: FleetCommand,
  kind: K,
): Promise<Extract<FleetEvent, { kind: K }>> {
  return new Promise((resolve) => {
    const listen = (event: FleetEvent) => {
      if (event.kind !== kind) return;
      fleet.off('message', listen);
      resolve(event as Extract<FleetEvent, { kind: K }>);
    };
    fleet.on('message', listen);
    fleet.send(command);
  });
}

/** The server's CPU use (this process) as a share of one core, over the measured window. */
const serverCpu: number[] = [];

async function measure(): Promise<FleetReport> {
  const cpu = process.cpuUsage();
  fleet.send({ kind: 'start' } satisfies FleetCommand);
  await sleep(seconds * 1000);
  const used = process.cpuUsage(cpu);
  serverCpu.push((used.user + used.system) / 1e6 / seconds);
  return (await ask({ kind: 'stop' }, 'report')).report;
}

const market = await startMarketServer({
  MARKET_TICK_MS: String(values['tick-ms']),
  MARKET_OPTION_TICK_MS: String(values['option-tick-ms']),
  MARKET_WS_RATE_LIMIT: '1000000',
  MARKET_WS_MAX_PER_IP: '1000000',
});
const [date] = market.service.dates('BTC');
const subscribe = [
  { action: 'subscribe', category: 'dashboard' },
  { action: 'subscribe', category: 'option_chain', currency: 'BTC', date },
];
const chainSize = market.service.book('BTC').instruments(date ?? '')?.length ?? 0;
const opened = await ask(
  { kind: 'connect', url: market.url, count: clients, subscribe: [subscribe] },
  'connected',
);
await sleep(warmup * 1000);
const rounds: RecordedRound[] = market.record();
const marketReport = await measure();
market.stopRecording();
const dropped = market.service.hub.stats.dropped;
await ask({ kind: 'close' }, 'closed');
await market.app.close();

const bare = await startBareServer();
const bareOpened = await ask(
  { kind: 'connect', url: bare.url, count: clients, subscribe: [[]] },
  'connected',
);
await sleep(500);
const bareCpu = process.cpuUsage();
fleet.send({ kind: 'start' } satisfies FleetCommand);
await bare.replay(rounds);
const elapsedReplay = rounds.at(-1)?.at ?? 0;
await sleep(Math.max(0, seconds * 1000 - elapsedReplay));
const bareUsed = process.cpuUsage(bareCpu);
serverCpu.push((bareUsed.user + bareUsed.system) / 1e6 / seconds);
const bareReport = (await ask({ kind: 'stop' }, 'report')).report;
await ask({ kind: 'close' }, 'closed');
await bare.close();
fleet.kill();

const rate = (r: FleetReport) => Math.round(r.delivered / r.seconds);
const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;
const row = (name: string, r: FleetReport, cpu: number | undefined) =>
  `${name.padEnd(22)} ${String(rate(r)).padStart(12)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)} ${String(r.connected).padStart(9)} ${percent(cpu).padStart(11)} ${percent(r.cpu).padStart(11)}`;
const published = rounds.reduce((sum, round) => sum + round.payloads.length, 0);
const updatesPerWindow =
  rounds.reduce((sum, round) => sum + (round.payloads[0] ? messagesIn(round.payloads[0]) : 0), 0) /
  Math.max(1, rounds.length);
console.log(
  `bench:market: ${clients} clients (${opened.ready} subscribed to dashboard + BTC ${date} chain of ${chainSize}; ${bareOpened.connected} on bare), ${seconds} s window`,
);
console.log(
  `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `ticks: ${values['tick-ms']} ms prices, ${values['option-tick-ms']} ms options; ${rounds.length} windows, ${published} distinct frames, ${updatesPerWindow.toFixed(1)} updates per window`,
);
console.log(
  `${'server'.padEnd(22)} ${'messages/s'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'sockets'.padStart(9)}`,
);
console.log(row('market (hub)', marketReport, serverCpu[0]));
console.log(row('bare ws broadcast', bareReport, serverCpu[1]));
const ratio = rate(marketReport) / Math.max(1, rate(bareReport));
console.log(
  `throughput ratio market/bare: ${ratio.toFixed(3)} (goal >= 0.8); market p99 ${marketReport.p99} ms (goal < 50); slow sockets dropped: ${dropped}; closed early: ${marketReport.closedEarly}`,
);
const flushes = [...market.flushTimes].sort((a, b) => a - b);
const at = (q: number) =>
  (flushes[Math.min(flushes.length - 1, Math.floor(q * flushes.length))] ?? 0).toFixed(1);
console.log(
  `hub window flush (one window to every socket): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms over ${flushes.length} windows`,
);
process.exit(0);
