import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyPlugin from 'fastify-plugin';
import { every } from '../../jobs/every.ts';
import { decorateAuthentication } from './authentication.ts';
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
 * refresh-token rotation, logout, currency preference and password reset. Decorates the root with
 * `app.auth` (the services other modules sign in and change accounts through) and the
 * authentication decorators (authentication.ts), and fills in the step-up and withdrawal-code
 * gates; its routes, cookies, JSON parser and error words stay in a scope of their own under
 * `prefix`. Needs the mail module and a migrated database.
 */
export const authModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    const services = await createAuthServices(app);
    app.decorate('auth', services);
    decorateAuthentication(app, services);
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

    await app.register(
      async (scope) => {
        await scope.register(fastifyCookie);
        // Refresh and logout take `{}`; an empty JSON body means the same instead of a 400.
        const parseJson = scope.getDefaultJsonParser('error', 'error');
        scope.removeContentTypeParser('application/json');
        scope.addContentTypeParser(
          'application/json',
          { parseAs: 'string' },
          (request, body, done) => {
            const text = typeof body === 'string' ? body : body.toString('utf8');
            if (text.trim() === '') done(null, {});
            else parseJson(request, text, done);
          },
        );
        scope.setSchemaErrorFormatter(clearSchemaError);
        scope.addHook('onError', async (_request, reply, error) => {
          if (error instanceof RateLimitedError) {
            reply.header('retry-after', String(error.retryAfterS));
          }
        });
        otpRoutes(scope, services);
        stepUpRoutes(scope, services, stepUp);
        signupRoutes(scope, services.limiter);
        sessionRoutes(scope, services);
        accountRoutes(scope, services);
        twoFactorRoutes(scope, services);
        accountSecurityRoutes(scope, services);
        recoveryCodeRoutes(scope, services);
        await emailChangeRoutes(scope, services);
      },
      { prefix },
    );

    every(app, 'auth row pruning', PRUNE_INTERVAL_MS, async () => {
      const pruned = await pruneAuthRows(app.db, services.refresh, app.clock.now());
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
  },
  { name: 'auth', dependencies: ['mail'] },
);

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
