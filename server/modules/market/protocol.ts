import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import {
  type ClientMessage,
  type MarketCategory,
  SubscriptionRequest,
} from '../../../src/contracts/market.ts';
import { serialiseUpdate, type Update } from './hub/update.ts';

/** Socket messages (src/contracts/market.ts ServerMessage), serialised once into a Buffer. */
export const PONG = Buffer.from(JSON.stringify({ type: 'pong' }));

export function errorMessage(message: string): Buffer {
  return Buffer.from(JSON.stringify({ type: 'error', message }));
}

/** The first frame of every socket: the handle its REST calls name it by (X-Market-Socket). */
export function helloMessage(socketId: string): Buffer {
  return Buffer.from(JSON.stringify({ type: 'hello', socketId }));
}

/** A symbol-update as the hub takes it (it adds `sentAt` when it sends it). */
export function symbolUpdate(category: MarketCategory, symbol: string, data: unknown): Update {
  return { type: 'symbol-update', category, symbol, data };
}

/**
 * initial-data (sent at once, not conflated). `sentAt` is the wall-clock time of serialisation (epoch ms), so
 * the delay a client measures includes the fan-out.
 */
export function initialData(category: MarketCategory, symbol: string, data: unknown): Buffer {
  return serialiseUpdate({ type: 'initial-data', category, symbol, data }, Date.now());
}

const SocketSubscription = Compile(
  Type.Intersect([
    SubscriptionRequest,
    Type.Object({ action: Type.Union([Type.Literal('subscribe'), Type.Literal('unsubscribe')]) }),
  ]),
);

export type ParsedMessage = { ok: true; message: ClientMessage } | { ok: false; error: string };

const MAX_ERROR_LENGTH = 200;

/** Parses and validates one client frame; the error says what is wrong in plain words. */
export function parseClientMessage(text: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Message is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'Message must be a JSON object' };
  }
  if ('type' in value && value.type === 'ping') return { ok: true, message: { type: 'ping' } };
  if (!('action' in value)) {
    return { ok: false, error: 'Message needs type "ping" or action "subscribe"/"unsubscribe"' };
  }
  if (SocketSubscription.Check(value)) return { ok: true, message: value };
  const [first] = SocketSubscription.Errors(value);
  const where = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'message';
  const detail = `${where} ${first?.message ?? 'is invalid'}`;
  return {
    ok: false,
    error: `Invalid ${String(value.action)} message: ${detail}`.slice(0, MAX_ERROR_LENGTH),
  };
}
