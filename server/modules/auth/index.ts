import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { every } from '../../jobs/every.ts';
import { ensureDemoTrader } from './demo-trader.ts';
import { RateLimitedError } from './errors.ts';
import { pruneAuthRows } from './prune.ts';
import { accountRoutes } from './routes-account.ts';
import { accountSecurityRoutes } from './routes-account-security.ts';
import { emailChangeRoutes } from './routes-email-change.ts';
import { otpRoutes } from './routes-otp.ts';
import { recoveryCodeRoutes } from './routes-recovery-codes.ts';
import { sessionRoutes } from './routes-session.ts';
import { signupRoutes } from './routes-signup.ts';
import { stepUpRoutes } from './routes-step-up.ts';
import { twoFactorRoutes } from './routes-two-factor.ts';
import { createAuthServices } from './services.ts';
import { stepUpTokens } from './step-up.ts';
import { clearSchemaError } from './validation.ts';
import { withdrawalCodes } from './withdrawal-codes.ts';

/**
 * The accounts and sessions API of spec section 7 under /auth: email OTPs, sign-up, login,
 * refresh-token rotation, logout, currency preference and password reset. Needs the mailer
 * and clock decorated on the root (app.ts) and a migrated database.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCookie);
  // Refresh and logout take `{}`; an empty JSON body means the same instead of a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') done(null, {});
    else parseJson(request, text, done);
  });
  app.setSchemaErrorFormatter(clearSchemaError);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterS));
  });

  const services = await createAuthServices(app);
  if (app.config.nodeEnv !== 'production') await ensureDemoTrader(app);

  // Keys of this process alone (one server per DATA_DIR): a restart ends step-ups and withdrawal
  // codes in flight, which is safe (confirm again; an unconfirmed withdrawal's money returns), and
  // no key of theirs is ever at rest.
  const stepUp = stepUpTokens(randomBytes(32), app.clock, services.access);
  app.gates.stepUp = stepUp.check;
  app.gates.withdrawalCodes = withdrawalCodes({
    db: app.db,
    mailer: app.mailer,
    twoFactor: services.twoFactor,
    lockout: services.lockout,
    key: randomBytes(32),
    now: () => new Date(app.clock.now()),
    log: app.log,
  });

  otpRoutes(app, services);
  stepUpRoutes(app, services, stepUp);
  signupRoutes(app, services.limiter);
  sessionRoutes(app, services);
  accountRoutes(app, services);
  twoFactorRoutes(app, services);
  accountSecurityRoutes(app, services);
  recoveryCodeRoutes(app, services);
  await emailChangeRoutes(app, services);

  every(app, 'auth row pruning', PRUNE_INTERVAL_MS, async () => {
    const pruned = await pruneAuthRows(app.db, app.clock.now());
    if (pruned.otps + pruned.refreshTokens > 0) app.log.info(pruned, 'Pruned expired auth rows');
    await app.db
      .deleteFrom('withdrawal_code')
      .where('expires_at', '<', new Date(app.clock.now()))
      .execute();
    await app.db
      .deleteFrom('email_change')
      .where('expires_at', '<', new Date(app.clock.now()))
      .execute();
  });
};

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
