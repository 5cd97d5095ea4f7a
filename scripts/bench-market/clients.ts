import WebSocket from 'ws';
import { DelayHistogram, type FleetReport, messagesIn, sentAtOf } from './stats.ts';

/**
 * The client fleet, run as a child process so it has its own core: N loopback sockets that
 * count every message and its delay from the server's sentAt (the window's flush) to receipt.
 */
export type FleetCommand =
  | { kind: 'connect'; url: string; count: number; subscribe: unknown[][] }
  | { kind: 'start' }
  | { kind: 'stop' }
  | { kind: 'close' };

export type FleetEvent =
  | { kind: 'connected'; connected: number; ready: number }
  | { kind: 'report'; report: FleetReport }
  | { kind: 'closed' };

const sockets: WebSocket[] = [];
let histogram = new DelayHistogram();
let measuring = false;
let startedAt = 0;
let cpuAtStart = process.cpuUsage();
let delivered = 0;
let closedEarly = 0;
let max = 0;
let ready = 0;

function send(event: FleetEvent): void {
  process.send?.(event);
}

function open(url: string, index: number, subscribe: unknown[]): Promise<void> {
  return new Promise((resolve) => {
    const userId = `g_${index.toString(36).padStart(5, '0')}`;
    const ws = new WebSocket(`${url}?userId=${userId}&category=user`, { perMessageDeflate: false });
    let initial = 0;
    ws.on('open', () => {
      sockets.push(ws);
      for (const message of subscribe) ws.send(JSON.stringify({ ...(message as object), userId }));
      if (subscribe.length === 0) ready++;
      resolve();
    });
    ws.on('message', (data: Buffer) => {
      if (initial < subscribe.length && data.includes('"initial-data"')) {
        initial++;
        if (initial === subscribe.length) ready++;
      }
      if (!measuring) return;
      // A window frame holds many updates: each counts as one delivered message.
      delivered += messagesIn(data);
      const sentAt = sentAtOf(data);
      if (sentAt !== undefined) {
        const delay = Date.now() - sentAt;
        histogram.add(delay);
        if (delay > max) max = delay;
      }
    });
    ws.on('close', () => {
      if (measuring) closedEarly++;
    });
    ws.on('error', () => resolve());
  });
}

async function connect(url: string, count: number, subscribe: unknown[][]): Promise<void> {
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    const opening: Promise<void>[] = [];
    for (let k = i; k < Math.min(count, i + batch); k++) {
      opening.push(open(url, k, subscribe[k % subscribe.length] ?? []));
    }
    await Promise.all(opening);
  }
  const deadline = Date.now() + 20_000;
  while (ready < sockets.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  send({ kind: 'connected', connected: sockets.length, ready });
}

process.on('message', (command: FleetCommand) => {
  if (command.kind === 'connect') void connect(command.url, command.count, command.subscribe);
  if (command.kind === 'start') {
    histogram = new DelayHistogram();
    delivered = 0;
    closedEarly = 0;
    max = 0;
    startedAt = performance.now();
    cpuAtStart = process.cpuUsage();
    measuring = true;
  }
  if (command.kind === 'stop') {
    measuring = false;
    const seconds = (performance.now() - startedAt) / 1000;
    const used = process.cpuUsage(cpuAtStart);
    const report: FleetReport = {
      connected: sockets.length,
      closedEarly,
      delivered,
      seconds,
      p50: histogram.quantile(0.5),
      p99: histogram.quantile(0.99),
      max,
      cpu: (used.user + used.system) / 1e6 / seconds,
    };
    send({ kind: 'report', report });
  }
  if (command.kind === 'close') {
    for (const ws of sockets.splice(0)) ws.terminate();
    ready = 0;
    send({ kind: 'closed' });
  }
});
