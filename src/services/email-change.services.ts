import { fromPromise } from 'xstate';
import { authPaths } from '../contracts/auth-paths.ts';
import type { ChangeEmailStarted, EmailChanged } from '../contracts/email-change.ts';
import { emailChangeMachine } from '../machines/account/email-change.machine.ts';
import { systemIds } from '../machines/ids.ts';
import type { HttpClient } from './http/client.ts';

/**
 * The email change on the auth calls. The HTTP client answers the server's "confirm your
 * password" refusal itself: it opens the step-up dialog and sends the call again with the token.
 */
export const provideEmailChange = (http: HttpClient) =>
  emailChangeMachine.provide({
    actors: {
      requestChange: fromPromise(({ input }) =>
        http.request<ChangeEmailStarted>(authPaths.changeEmail, {
          method: 'POST',
          body: { newEmail: input.newEmail },
        }),
      ),
      confirmChange: fromPromise(({ input }) =>
        http.request<EmailChanged>(authPaths.changeEmailConfirm, {
          method: 'POST',
          body: { code: input.code },
        }),
      ),
    },
    actions: {
      // The session's user, and the currency actor (update-currency names the account by email).
      tellSession: ({ system }, { email }) => {
        system.get(systemIds.session)?.send({ type: 'session.emailChanged', email });
        system.get(systemIds.currency)?.send({ type: 'session.emailChanged', email });
      },
    },
  });
