import { fromPromise } from 'xstate';
import { twoFactorSettingsMachine } from '../machines/two-factor/two-factor-settings.machine.ts';
import type { AuthApi } from './auth-api.ts';

/** The two-factor section of /settings on the auth calls. */
export const provideTwoFactorSettings = (api: AuthApi) =>
  twoFactorSettingsMachine.provide({
    actors: {
      loadStatus: fromPromise(() => api.twoFactorStatus()),
      enrol: fromPromise(() => api.enrolTwoFactor()),
      confirm: fromPromise(
        async ({ input }) => (await api.confirmTwoFactor(input.code)).recoveryCodes,
      ),
      disable: fromPromise(({ input }) => api.disableTwoFactor(input.code)),
      renewCodes: fromPromise<readonly string[]>(
        async () => (await api.renewRecoveryCodes()).recoveryCodes,
      ),
    },
  });
