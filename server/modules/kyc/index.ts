import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
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
import { type KycService, kycService } from './service.ts';
import { kycSessions } from './sessions.ts';

/**
 * KYC (spec section 7: Aadhaar OTP, PAN, bank account) and the trader's profile. Needs the
 * authentication hook (app.authenticateOptional), the mailer and a migrated database. Fills in
 * app.gates.withdrawalEligibility.
 */
export const kycModule: FastifyPluginAsync = async (app) => {
  app.setSchemaErrorFormatter(clearSchemaError);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterS));
  });

  const { db, clock, mailer } = app;
  const kek = keyEncryptionKey(app.config);
  const hashKey = await storedSecret(db, 'kyc_hmac', kek);
  const otpKey = await storedSecret(db, 'kyc_otp_hmac', kek);
  // The embedded default; a real vendor implements KycProvider and is constructed here instead.
  const provider = sandboxProvider({ db, clock, mailer, key: otpKey, log: app.log });
  const service = kycService({ db, clock, provider, hashKey });
  services.set(app.server, service);

  kycRoutes(app, { service, sessions: kycSessions(db, clock) });
  profileRoutes(app, service);
  app.gates.withdrawalEligibility = withdrawalEligibility(db);

  every(app, 'KYC row pruning', 60 * 60 * 1000, async () => {
    const pruned = await pruneKycRows(db, clock.now());
    if (pruned.sessions + pruned.otps > 0) app.log.info(pruned, 'Pruned expired KYC rows');
  });
};

const services = new WeakMap<object, KycService>();

/** The KYC service of a built app: modules registered after KYC listen to it (onVerified). */
export function kycServiceOf(app: FastifyInstance): KycService | undefined {
  return services.get(app.server);
}
