import { createServer, type Socket } from 'node:net';

export interface FakeSmtp {
  url: string;
  /** The DATA section of every message received so far. */
  messages: string[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  /** With `holdAcks`: acknowledges every message received so far, and later ones at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Just enough SMTP (no TLS, no auth) for nodemailer to deliver plain-text mail on loopback.
 * `holdAcks`: a slow mail server: messages arrive, but their "queued" answers wait for `release()`.
 */
export async function startFakeSmtp({ holdAcks = false } = {}): Promise<FakeSmtp> {
  let holding = holdAcks;
  const heldAcks: Array<() => void> = [];
  const messages: string[] = [];
  const waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            const ack = () => socket.write('250 2.0.0 queued\r\n');
            if (holding) heldAcks.push(ack);
            else ack();
            for (const wake of waiters.splice(0)) wake();
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count) {
      while (messages.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    release() {
      holding = false;
      for (const ack of heldAcks.splice(0)) ack();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
