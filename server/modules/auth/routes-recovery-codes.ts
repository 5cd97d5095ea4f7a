import type { FastifyInstance } from 'fastify';
import { authPaths } from '../../../src/contracts/auth-paths.ts';
import { TwoFactorEnabled } from '../../../src/contracts/two-factor.ts';
import { indiaTimeText } from '../../../src/domain/time/india-time.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { signedMail } from '../mail/signed-mail.ts';
import type { AuthServices } from './services.ts';
import { steppedUpUser } from './stepped-up.ts';
import { twoFactorMessages } from './two-factor-messages.ts';

export const recoveryCodeMessages = {
  renewed:
    'Here are your ten new recovery codes. Your earlier recovery codes no longer work: save these now.',
} as const;

/** The notice that new recovery codes were made, so an owner who did not do it can act. */
function recoveryCodesRenewedMail(to: string, at: Date): MailMessage {
  return signedMail(to, 'New Derivo recovery codes were made', [
    'New recovery codes for two-factor sign-in were made for your Derivo account.',
    '',
    `    When: ${indiaTimeText(at)}`,
    '',
    'Every earlier recovery code no longer works.',
    'If this was not you, change your password at once and check the sessions in Settings.',
  ]);
}

/**
 * POST /auth/two-factor/recovery-codes: ten new recovery codes for a trader with two-factor
 * sign-in on, behind a step-up (for such a trader the step-up is the authenticator's code), so a
 * stolen bearer alone cannot mint codes that pass the second factor. Every earlier code is void.
 */
export function recoveryCodeRoutes(app: FastifyInstance, services: AuthServices): void {
  app.post<{ Reply: TwoFactorEnabled }>(
    authPaths.twoFactorRecoveryCodes,
    { schema: routeSchema({ 200: TwoFactorEnabled }) },
    async (request) => {
      const user = await steppedUpUser(app, services, request);
      const codes = await services.twoFactor.renewRecoveryCodes(user.id);
      if (codes === undefined) throw new HttpError(409, twoFactorMessages.notOn);
      securityEvent(request.log, 'twofactor.recovery-codes-renewed', { userId: user.id });
      app.mailer
        .send(recoveryCodesRenewedMail(user.email, new Date(app.clock.now())))
        .catch((err: unknown) =>
          request.log.error({ err }, 'Sending the recovery-codes notice failed'),
        );
      return { message: recoveryCodeMessages.renewed, recoveryCodes: codes };
    },
  );
}
