import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormMessages } from '../../src/contracts/public.ts';
import { type AuthServer, login, startAuthServer } from './support/auth-flow.ts';

const DEMO = { email: 'demo@derivo.local', password: 'DemoTrader@2026' };
let server: AuthServer;

beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(async () => server?.close());

async function leave(body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/v1/public/support-message`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stored = async (message: string) =>
  (
    await server.client.query<Record<string, string | null>>(
      'select full_name, email, message, channel, user_id from public_contact_message where message = $1',
      [message],
    )
  ).rows;

describe('POST /api/v1/public/support-message (the help chat)', () => {
  it('stores a guest’s message with the contact messages, with their email and no account', async () => {
    const message = 'I cannot find where to see my open orders, can you help?';
    const first = await leave({ email: ' Guest@Example.in ', message });
    expect(first).toEqual({
      status: 201,
      body: { status: 'created', message: publicFormMessages.supportCreated },
    });
    expect(await stored(message)).toEqual([
      { full_name: '', email: 'guest@example.in', message, channel: 'chat', user_id: null },
    ]);
    expect((await leave({ email: 'guest@example.in', message })).status).toBe(200);
    expect(await stored(message)).toHaveLength(1);
  });

  it('stores a signed-in trader’s message under their account, whatever email the body names', async () => {
    const session = await login(server, DEMO.email, DEMO.password);
    const message = 'My deposit from this morning has not reached my wallet yet.';
    const answer = await leave({ email: 'someone-else@example.in', message }, session.token);
    expect(answer.status).toBe(201);
    const [row] = await stored(message);
    expect(row).toMatchObject({
      email: DEMO.email,
      channel: 'chat',
      user_id: session.body.user.userId,
    });
    expect(row?.full_name).not.toBe('');
  });

  it('refuses a guest without an email and a message that is too short, in words', async () => {
    expect(await leave({ message: 'A message long enough to send.' })).toMatchObject({
      status: 400,
      body: { message: publicFormMessages.invalidEmail },
    });
    expect(await leave({ email: 'guest@example.in', message: 'hi' })).toMatchObject({
      status: 400,
      body: { message: publicFormMessages.message },
    });
  });
});
