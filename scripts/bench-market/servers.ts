import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { MarketService } from '../../server/modules/market/service.ts';
import { buildMarketApp } from '../../server/modules/market/standalone.ts';

/** One conflation window as the hub wrote it, `at` ms after recording started. */
export interface RecordedRound {
  at: number;
  /** The distinct frame bodies (JSON arrays of updates) written in the window. */
  payloads: Buffer[];
}

export interface MarketServer {
  app: FastifyInstance;
  service: MarketService;
  url: string;
  /** How long each window flush (writing it to every socket) took, in ms, while recording. */
  flushTimes: number[];
  /** Starts keeping every window the hub writes. */
  record(): RecordedRound[];
  stopRecording(): void;
}

/** Only the market module on a loopback port, with the module's real hub and socket route. */
export async function startMarketServer(env: Record<string, string>): Promise<MarketServer> {
  let rounds: RecordedRound[] | undefined;
  let t0 = 0;
  const flushTimes: number[] = [];
  const app = await buildMarketApp({ NODE_ENV: 'production', ...env }, undefined, {
    onWindow: (_at, tookMs, bodies) => {
      if (rounds === undefined) return;
      flushTimes.push(tookMs);
      if (bodies.length > 0) rounds.push({ at: performance.now() - t0, payloads: bodies });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const service = app.market;
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    service,
    url: `ws://127.0.0.1:${port}/market/ws`,
    flushTimes,
    record: () => {
      t0 = performance.now();
      rounds = [];
      return rounds;
    },
    stopRecording: () => {
      rounds = undefined;
    },
  };
}

const SENT_AT = Buffer.from('"sentAt":');

/** A copy of a recorded window with every sentAt set to now (same digits, same length). */
function restamp(payload: Buffer): Buffer {
  const copy = Buffer.from(payload);
  const now = String(Date.now());
  for (let at = copy.indexOf(SENT_AT); at !== -1; at = copy.indexOf(SENT_AT, at + 1)) {
    copy.write(now, at + SENT_AT.length, 'latin1');
  }
  return copy;
}

export interface BareServer {
  url: string;
  /** Broadcasts the recorded windows at their recorded times; resolves when done. */
  replay(rounds: readonly RecordedRound[]): Promise<void>;
  close(): Promise<void>;
}

/** A plain ws server that broadcasts every message to every client: the baseline. */
export async function startBareServer(): Promise<BareServer> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const { port } = wss.address() as AddressInfo;
  const replay = async (rounds: readonly RecordedRound[]): Promise<void> => {
    const start = performance.now();
    for (const round of rounds) {
      const wait = round.at - (performance.now() - start);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Stamped when the window is sent, as the market stamps at the flush.
      const stamped = round.payloads.map(restamp);
      for (const data of stamped) {
        for (const client of wss.clients) client.send(data, { binary: false });
      }
    }
  };
  return {
    url: `ws://127.0.0.1:${port}/`,
    replay,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
