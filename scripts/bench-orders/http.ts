import http from 'node:http';
import { call } from '../../tests/server/support/http-client.ts';

/** Keep-alive connections shared by the bench's calls (one per call in flight at most). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text of a body that is not JSON. */
  json: unknown;
}

/** One JSON call to the server on loopback, over the bench's kept-alive connections. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { status, json, text } = await call(baseUrl, method, path, { ...options, agent });
  return { status, json: json === undefined && text !== '' ? text : json };
}

export function closeConnections(): void {
  agent.destroy();
}
