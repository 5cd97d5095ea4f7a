import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseKind, Db } from './db/index.ts';
import type { Gates } from './gates.ts';
import type { AuthServices } from './modules/auth/services.ts';
import type { CoreNotices } from './modules/exchange/core-notices.ts';
import type { FundsService } from './modules/funds/service.ts';
import type { KycService } from './modules/kyc/service.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { MarketService } from './modules/market/service.ts';
import type { ReferralService } from './modules/referral/service.ts';

/**
 * What every module can reach on its Fastify instance (decorated on the root in app.ts, so
 * encapsulated module plugins see it too): `app.db.selectFrom(...)`, `app.config.nodeEnv`.
 */
declare module 'fastify' {
  interface FastifyInstance {
    readonly config: Config;
    readonly db: Db;
    readonly databaseKind: DatabaseKind;
    /** Date.now() when the app was built. */
    readonly startedAt: number;
    /** Time for services: `app.clock.now()` instead of Date.now(), so tests can move it. */
    readonly clock: Clock;
    /** Sends mail: the outbox table by default, SMTP when SMTP_URL is set. */
    readonly mailer: Mailer;
    /** Cross-module checks (second factor, withdrawal eligibility); modules fill them in. */
    readonly gates: Gates;
    /** The auth module's services: tokens, sessions, accounts (others change app_user through them). */
    readonly auth: AuthServices;
    /** The KYC module's service (the referral module listens to its verifications). */
    readonly kyc: KycService;
    /** The funds module's service (the exchange module gives it the core; tests replace its bank). */
    readonly funds: FundsService;
    /** The market module's service: the simulated market, its hub and feeds. */
    readonly market: MarketService;
    /** The exchange module's notices of each durable batch (the referral module listens). */
    readonly coreNotices: CoreNotices;
    /** The referral module's reward check. */
    readonly referral: ReferralService;
  }
}
