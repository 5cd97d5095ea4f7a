import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DatabaseKind, Db } from './db/index.ts';
import type { Gates } from './gates.ts';
import type { Mailer } from './modules/mail/mailer.ts';

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
  }
}
