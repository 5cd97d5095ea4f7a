import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFormMessages } from '../../src/contracts/public.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every request comes from 127.0.0.1: the tests above stay under 10 per route and minute. */
async function post(path: string, body: unknown, on: TestServer = server) {
  const response = await fetch(`${on.url}/api/v1/public/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function count(table: string): Promise<number> {
  const result = await server.client.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  );
  return result.rows[0]?.n ?? -1;
}

const contact = {
  fullName: 'Asha Verma',
  email: 'Asha.Verma@Example.in',
  subject: 'Withdrawal timing',
  message: 'How long does a withdrawal of ₹2,00,000 take to reach my bank?',
};

describe('POST /api/v1/public/contact', () => {
  it('stores a message once: 201, then 200 with status existing on a second submit', async () => {
    const first = await post('contact', contact);
    expect(first).toEqual({
      status: 201,
      body: { status: 'created', message: publicFormMessages.contactCreated },
    });
    const second = await post('contact', { ...contact, email: ' asha.verma@example.in ' });
    expect(second).toEqual({
      status: 200,
      body: { status: 'existing', message: publicFormMessages.contactExisting },
    });
    const rows = await server.client.query<Record<string, string>>(
      'select full_name, email, subject, message from public_contact_message',
    );
    expect(rows.rows).toEqual([
      {
        full_name: 'Asha Verma',
        email: 'asha.verma@example.in',
        subject: contact.subject,
        message: contact.message,
      },
    ]);
  });

  it('refuses a bad email, a short message and missing fields with clear messages', async () => {
    const before = await count('public_contact_message');
    const badEmail = await post('contact', { ...contact, email: 'asha@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe(publicFormMessages.invalidEmail);

    const shortMessage = await post('contact', { ...contact, message: 'Hi' });
    expect(shortMessage.status).toBe(400);
    expect(shortMessage.body.message).toBe(publicFormMessages.message);

    const missing = await post('contact', { email: 'a@b.in' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in every field of the form.');

    // Unknown fields are dropped, not stored: this is the first message again.
    const extra = await post('contact', { ...contact, admin: true });
    expect(extra.body.status).toBe('existing');
    expect(await count('public_contact_message')).toBe(before);
  });
});

describe.each([
  ['waitlist', 'public_waitlist_signup', 'waitlistCreated', 'waitlistExisting'],
  ['newsletter', 'public_newsletter_subscription', 'newsletterCreated', 'newsletterExisting'],
] as const)('POST /api/v1/public/%s', (path, table, created, existing) => {
  it('adds an email once, whatever its case and spacing', async () => {
    const first = await post(path, { email: 'dev@algo.in' });
    expect(first).toEqual({
      status: 201,
      body: { status: 'created', message: publicFormMessages[created] },
    });
    const second = await post(path, { email: '  DEV@algo.in' });
    expect(second).toEqual({
      status: 200,
      body: { status: 'existing', message: publicFormMessages[existing] },
    });
    const rows = await server.client.query<{ email: string }>(`select email from ${table}`);
    expect(rows.rows).toEqual([{ email: 'dev@algo.in' }]);
  });

  it('refuses an invalid or missing email', async () => {
    for (const body of [{ email: 'not-an-email' }, { email: 'a b@c.in' }, {}, { email: 42 }]) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(publicFormMessages.invalidEmail);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message after 10 submissions a minute from one address', async () => {
    const own = await startTestServer();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await post('newsletter', { email: `reader${i}@example.in` }, own)).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);
    const limited = await post('newsletter', { email: 'reader11@example.in' }, own);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(publicFormMessages.tooManyRequests);
    expect(limited.body.detail).toMatch(/You can send it again in \d+ s\.$/);
    // Another route keeps its own budget.
    expect((await post('waitlist', { email: 'reader11@example.in' }, own)).status).toBe(201);
    await own.close();
  });
});
