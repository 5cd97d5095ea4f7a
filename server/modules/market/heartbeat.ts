import type { Hub } from './hub/hub.ts';

/**
 * Finds market sockets whose other end is gone without a close (a laptop that slept, a dropped
 * mobile network): every `intervalMs` each socket gets a protocol ping, and a socket that has not
 * answered the previous one by then is terminated, freeing its subscriptions. Returns the stop.
 */
export function startHeartbeat(
  hub: Hub,
  intervalMs: number,
  onDead: (userId: string) => void = () => {},
): () => void {
  const timer = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.open) continue;
      if (client.awaitingPong) {
        onDead(client.userId);
        client.socket.terminate();
        continue;
      }
      client.awaitingPong = true;
      client.socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
