import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { every } from '../../jobs/every.ts';
import { ensureDemoTrader } from './demo-trader.ts';
import { RateLimitedError } from './errors.ts';
import { pruneAuthRows } from './prune.ts';
import { accountRoutes } from './routes-account.ts';
import { accountSecurityRoutes } from './routes-account-security.ts';
import { otpRoutes } from './routes-otp.ts';
import { sessionRoutes } from './routes-session.ts';
import { signupRoutes } from './routes-signup.ts';
import { twoFactorRoutes } from './routes-two-factor.ts';
import { createAuthServices } from './services.ts';
import { clearSchemaError } from './validation.ts';

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

  otpRoutes(app, services);
  signupRoutes(app, services.limiter);
  sessionRoutes(app, services);
  accountRoutes(app, services);
  twoFactorRoutes(app, services);
  accountSecurityRoutes(app, services);

  every(app, 'auth row pruning', PRUNE_INTERVAL_MS, async () => {
    const pruned = await pruneAuthRows(app.db, app.clock.now());
    if (pruned.otps + pruned.refreshTokens > 0) app.log.info(pruned, 'Pruned expired auth rows');
  });
};

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
