import { fromPromise } from 'xstate';
import { authPaths } from '../contracts/auth-paths.ts';
import type { StepUpResponse } from '../contracts/step-up.ts';
import type { TwoFactorStatus } from '../contracts/two-factor.ts';
import { stepUpMachine } from '../machines/auth/step-up.machine.ts';
import type { HttpClient } from './http/client.ts';

/** The step-up dialog with the real calls: two-factor status, then POST /auth/step-up. */
export const provideStepUpMachine = (http: HttpClient) =>
  stepUpMachine.provide({
    actors: {
      loadMode: fromPromise(async () => {
        const status = await http.request<TwoFactorStatus>(authPaths.twoFactor);
        return status.enabled ? 'code' : 'password';
      }),
      confirm: fromPromise(({ input }) =>
        http.request<StepUpResponse>(authPaths.stepUp, {
          method: 'POST',
          body: input.mode === 'code' ? { code: input.secret } : { password: input.secret },
        }),
      ),
    },
  });
