import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { lastReadyStatus, takeFrame } from './wire-frames.ts';

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on a loopback port, so that the
 * `pg` driver reaches it exactly as it reaches a PostgreSQL server (it does the job of
 * @electric-sql/pglite-socket, whose releases pin an older PGlite than this project's).
 *
 * PGlite has one session; connections take turns. A connection keeps its turn from its first
 * message until PGlite is idle again (ReadyForQuery 'I'), so transactions and the extended
 * query protocol of one connection are never interleaved with another's.
 */
export interface PgWireServer {
  url: string;
  /** Connections accepted so far. */
  connectionCount(): number;
  close(): Promise<void>;
}

/**
 * Whose turn it is on PGlite's one session, first come first served: a connection that gives
 * its turn up hands it to the one that has waited longest, so a writer that starts its next
 * transaction at once (the projection) cannot keep the server's reads waiting flush after flush.
 */
class Turns {
  private owner: Socket | undefined;
  private readonly waiting: { socket: Socket; wake: () => void }[] = [];

  async take(socket: Socket): Promise<void> {
    if (this.owner === socket) return;
    if (this.owner === undefined && this.waiting.length === 0) {
      this.owner = socket;
      return;
    }
    await new Promise<void>((wake) => this.waiting.push({ socket, wake }));
  }

  holds(socket: Socket): boolean {
    return this.owner === socket;
  }

  give(socket: Socket): void {
    if (this.owner !== socket) {
      // A connection that closed while waiting leaves the queue.
      const at = this.waiting.findIndex((w) => w.socket === socket);
      if (at >= 0) this.waiting.splice(at, 1);
      return;
    }
    const next = this.waiting.shift();
    this.owner = next?.socket;
    next?.wake();
  }
}

export async function servePGlite(client: PGlite): Promise<PgWireServer> {
  const turns = new Turns();
  const sockets = new Set<Socket>();
  let accepted = 0;

  const relay = (socket: Socket) => {
    // Each reply goes out at once: Nagle's algorithm would hold a short one for the client's
    // delayed acknowledgement (tens of milliseconds a round trip).
    socket.setNoDelay(true);
    accepted += 1;
    sockets.add(socket);
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    let work = Promise.resolve();

    const drain = async () => {
      for (let next = takeFrame(buffer, started); next; next = takeFrame(buffer, started)) {
        buffer = next.rest;
        const { frame } = next;
        if (frame.kind === 'encryption-request') socket.write('N');
        if (frame.kind === 'cancel' || frame.kind === 'terminate') socket.end();
        if (frame.kind !== 'startup' && frame.kind !== 'message') continue;
        started = true;
        await turns.take(socket);
        const reply = await client.runExclusive(() => client.execProtocolRaw(frame.bytes));
        if (!socket.destroyed) socket.write(reply);
        if (lastReadyStatus(reply) === 'I') turns.give(socket);
      }
    };
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      work = work.then(drain).catch((err: unknown) => {
        socket.destroy(err instanceof Error ? err : undefined);
      });
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      work = work.then(async () => {
        if (turns.holds(socket) && client.isInTransaction()) await client.exec('ROLLBACK');
        turns.give(socket);
      });
    });
  };

  const server = createServer(relay);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No TCP address');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${address.port}/postgres`,
    connectionCount: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
