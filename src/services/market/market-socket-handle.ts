/** The error a market REST call gets when no socket has said hello in time. */
export const NO_MARKET_SOCKET = 'The market stream is not connected';

/**
 * The handle of the open market socket: the `socketId` of its hello frame, which REST calls send as
 * `X-Market-Socket` so the server acts on this socket only. Null while no socket is open.
 */
export class MarketSocketHandle {
  #id: string | null = null;
  readonly #waiters = new Set<(id: string) => void>();

  current(): string | null {
    return this.#id;
  }

  /** The socket said hello. */
  set(id: string): void {
    this.#id = id;
    for (const wake of [...this.#waiters]) wake(id);
  }

  /** The socket closed: its handle names nothing any more. */
  clear(): void {
    this.#id = null;
  }

  /** The current handle, or the next one within `timeoutMs`; rejects after that. */
  next(timeoutMs: number): Promise<string> {
    if (this.#id !== null) return Promise.resolve(this.#id);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(wake);
        reject(new Error(NO_MARKET_SOCKET));
      }, timeoutMs);
      const wake = (id: string) => {
        clearTimeout(timer);
        this.#waiters.delete(wake);
        resolve(id);
      };
      this.#waiters.add(wake);
    });
  }
}

/** The hello frame's handle, if the message is one. */
export function helloSocketId(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, socketId } = message as { type?: unknown; socketId?: unknown };
  return type === 'hello' && typeof socketId === 'string' ? socketId : undefined;
}
