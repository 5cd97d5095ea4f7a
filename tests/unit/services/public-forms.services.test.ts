import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from '../../../src/domain/errors/api-error-message.ts';
import { submitPublicForm } from '../../../src/services/public-forms.services.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitPublicForm', () => {
  it('POSTs the values as JSON to the form path and returns the reply', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const reply = { status: 'created', message: 'Subscribed.' };
    const result = await submitPublicForm(
      async (url, init) => {
        calls.push({ url, init });
        return json(201, reply);
      },
      { kind: 'newsletter', values: { email: 'a@b.in' } },
    );
    expect(result).toEqual(reply);
    expect(calls[0]?.url).toBe('/api/v1/public/newsletter');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.in"}');
  });

  it('turns a refusal into an error whose message is the server detail', async () => {
    const error = await submitPublicForm(
      async () => json(429, { message: 'Too many requests', detail: 'Please wait a minute.' }),
      { kind: 'waitlist', values: { email: 'a@b.in' } },
    ).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe('Please wait a minute.');
  });

  it('reports an unreachable server as a network error', async () => {
    const error = await submitPublicForm(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { kind: 'waitlist', values: { email: 'a@b.in' } },
    ).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe('Network error. Please check your connection.');
  });
});
