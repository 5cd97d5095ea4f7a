import fastifyPlugin from 'fastify-plugin';
import { every } from '../../jobs/every.ts';
import { RateLimitedError } from '../auth/errors.ts';
import { storedSecret } from '../auth/secrets.ts';
import { keyEncryptionKey } from '../auth/secrets-key.ts';
import { clearSchemaError } from '../auth/validation.ts';
import { withdrawalEligibility } from './eligibility.ts';
import { pruneKycRows } from './prune.ts';
import { kycRoutes } from './routes.ts';
import { profileRoutes } from './routes-profile.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { kycService } from './service.ts';
import { kycSessions } from './sessions.ts';

/**
 * KYC (spec section 7: Aadhaar OTP, PAN, bank account) and the trader's profile. Decorates the
 * root with `app.kyc` and fills in app.gates.withdrawalEligibility; its routes and error words
 * stay in a scope of their own under `prefix`. Signs traders in through the auth module and
 * tells the funds module of a changed payout account (bank-change.ts).
 */
export const kycModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    const { db, clock, mailer } = app;
    const kek = keyEncryptionKey(app.config);
    const hashKey = await storedSecret(db, 'kyc_hmac', kek);
    const otpKey = await storedSecret(db, 'kyc_otp_hmac', kek);
    // The embedded default; a real vendor implements KycProvider and is constructed here instead.
    const provider = sandboxProvider({ db, clock, mailer, key: otpKey, log: app.log });
    const service = kycService({ db, clock, provider, hashKey });
    app.decorate('kyc', service);
    app.gates.withdrawalEligibility = withdrawalEligibility(db);

    await app.register(
      async (scope) => {
        scope.setSchemaErrorFormatter(clearSchemaError);
        scope.addHook('onError', async (_request, reply, error) => {
          if (error instanceof RateLimitedError) {
            reply.header('retry-after', String(error.retryAfterS));
          }
        });
        kycRoutes(scope, { service, sessions: kycSessions(db, clock) });
        profileRoutes(scope, service);
      },
      { prefix },
    );

    every(app, 'KYC row pruning', 60 * 60 * 1000, async () => {
      const pruned = await pruneKycRows(db, clock.now());
      if (pruned.sessions + pruned.otps > 0) app.log.info(pruned, 'Pruned expired KYC rows');
    });
  },
  { name: 'kyc', dependencies: ['auth', 'mail', 'funds'] },
);
