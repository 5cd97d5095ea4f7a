import { fromPromise } from 'xstate';
import { type PublicFormResponse, publicPaths } from '../contracts/public-forms.ts';
import { api } from '../domain/constants.ts';
import type { ApiErrorLike } from '../domain/errors/api-error-message.ts';
import {
  publicFormMachine,
  type SubmitInput,
} from '../machines/public-form/public-form.machine.ts';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** POSTs a public form as JSON; a refusal becomes an ApiErrorLike carrying the server's body. */
export async function submitPublicForm(
  fetchImpl: Fetch,
  { kind, values }: SubmitInput,
): Promise<PublicFormResponse> {
  let response: Response;
  try {
    response = await fetchImpl(publicPaths[kind], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const failure: ApiErrorLike = {
      code: timedOut ? 'ECONNABORTED' : 'NETWORK_ERROR',
      message: (error as Error).message,
    };
    throw failure;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure: ApiErrorLike = { body, message: `HTTP ${response.status}` };
    throw failure;
  }
  return body as PublicFormResponse;
}

/** The public form machine with its submit call bound to `fetch`. */
export const providePublicFormMachine = (fetchImpl: Fetch = (input, init) => fetch(input, init)) =>
  publicFormMachine.provide({
    actors: { submitPublicForm: fromPromise(({ input }) => submitPublicForm(fetchImpl, input)) },
  });

/** The machine the public pages start, with the browser's fetch. */
export const livePublicFormMachine = providePublicFormMachine();
