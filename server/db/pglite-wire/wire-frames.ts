// Framing of the PostgreSQL wire protocol (v3), enough to relay a client to PGlite.

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

export type Frame =
  | { kind: 'encryption-request' } // SSLRequest or GSSENCRequest: answered 'N' (not supported)
  | { kind: 'cancel' }
  | { kind: 'startup'; bytes: Uint8Array }
  | { kind: 'terminate' }
  | { kind: 'message'; bytes: Uint8Array };

/**
 * Takes the next complete frame off the front of `buffer`, or returns undefined when more
 * bytes are needed. Before startup, frames have no type byte: Int32 length, Int32 code.
 */
export function takeFrame(
  buffer: Buffer,
  started: boolean,
): { frame: Frame; rest: Buffer } | undefined {
  if (!started) {
    if (buffer.length < 8) return undefined;
    const length = buffer.readInt32BE(0);
    if (buffer.length < length) return undefined;
    const code = buffer.readInt32BE(4);
    const rest = buffer.subarray(length);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      return { frame: { kind: 'encryption-request' }, rest };
    }
    if (code === CANCEL_REQUEST) return { frame: { kind: 'cancel' }, rest };
    if (code !== PROTOCOL_3) throw new Error(`Unsupported protocol version ${code}`);
    return { frame: { kind: 'startup', bytes: copy(buffer, length) }, rest };
  }
  if (buffer.length < 5) return undefined;
  const length = 1 + buffer.readInt32BE(1);
  if (buffer.length < length) return undefined;
  const rest = buffer.subarray(length);
  if (buffer[0] === 0x58 /* 'X' Terminate */) return { frame: { kind: 'terminate' }, rest };
  return { frame: { kind: 'message', bytes: copy(buffer, length) }, rest };
}

function copy(buffer: Buffer, length: number): Uint8Array {
  return new Uint8Array(buffer.subarray(0, length));
}

/**
 * The transaction status of the last ReadyForQuery ('Z') in a server reply: 'I' idle,
 * 'T' in a transaction, 'E' in a failed transaction; undefined when the reply has none.
 */
export function lastReadyStatus(reply: Uint8Array): string | undefined {
  const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
  let status: string | undefined;
  for (let at = 0; at + 5 <= reply.length; at += 1 + view.getInt32(at + 1)) {
    if (reply[at] === 0x5a /* 'Z' */) status = String.fromCharCode(reply[at + 5] ?? 0);
  }
  return status;
}
