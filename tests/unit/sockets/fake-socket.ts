import type { SocketLike } from '../../../src/services/sockets/websocket-transport.ts';

/** A socket the test drives: it records what is sent and how it was closed, and opens, delivers and drops on cue. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: [number | undefined, string | undefined] | undefined;
  constructor(readonly url = '') {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closedWith = [code, reason];
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server or the network closes it. */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}
