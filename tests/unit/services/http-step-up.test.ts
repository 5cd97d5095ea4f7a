import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/services/http/api-error.ts';
import { createHttpClient } from '../../../src/services/http/client.ts';
import { stepUpBridge } from '../../../src/services/step-up-bridge.ts';
import { fakeFetch, json, memoryTokens } from './http-fakes.ts';

const needsStepUp = () =>
  json(403, {
    message: 'Confirm your password to continue',
    detail: 'STEP_UP_REQUIRED',
  });

/** A server that wants X-Step-Up: tok on every call. */
const wantsStepUp = (header: string | null) =>
  header === 'tok' ? json(200, { message: 'Bank account verified.' }) : needsStepUp();

/** The client against a server that answers by the X-Step-Up header, and what it sent each time. */
function client(
  stepUp: () => Promise<string | null>,
  answer: (header: string | null) => Response = wantsStepUp,
) {
  const seen: (string | null)[] = [];
  const { fetch, calls } = fakeFetch((_call, init) => {
    const header = new Headers(init.headers).get('x-step-up');
    seen.push(header);
    return answer(header);
  });
  const http = createHttpClient({
    baseURL: '/api/v1',
    timeoutMs: 30_000,
    tokens: memoryTokens('bearer'),
    refreshPath: '/auth/user-login/refreshAccessToken',
    fetch,
    stepUp,
  });
  return { http, calls, seen };
}

/** A step-up dialog the trader always confirms, and how often it was shown. */
function confirmingDialog() {
  let asked = 0;
  const stepUp = async () => {
    asked += 1;
    return 'tok';
  };
  return { stepUp, asked: () => asked };
}

describe('the HTTP client and the step-up', () => {
  it('asks for a step-up on the server’s 403 and sends the call again with the token', async () => {
    const dialog = confirmingDialog();
    const { http, seen } = client(dialog.stepUp);
    await expect(http.request('/auth/verify-bank-account')).resolves.toEqual({
      message: 'Bank account verified.',
    });
    expect(dialog.asked()).toBe(1);
    expect(seen).toEqual([null, 'tok']);
  });

  it('lets the refusal through when the trader cancels, and sends nothing more', async () => {
    const { http, seen } = client(async () => null);
    const error = await http.request('/auth/two-factor/enrol').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(seen).toEqual([null]);
  });

  it('asks no step-up for another 403', async () => {
    const dialog = confirmingDialog();
    const { http } = client(dialog.stepUp, () => json(403, { message: 'Forbidden' }));
    await expect(http.request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(dialog.asked()).toBe(0);
  });

  it('answers null from the bridge until a dialog is attached', async () => {
    await expect(stepUpBridge().ask()).resolves.toBeNull();
  });
});
