import type { FastifyInstance } from 'fastify';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser } from './users.ts';

/** The demo account every non-production database gets on first start (README states it). */
export const DEMO_TRADER = {
  email: 'demo@derivo.local',
  password: 'DemoTrader@2026',
  fullname: 'Demo Trader',
  phoneNumber: '+91 90000 00000',
} as const;

/** Creates the demo trader when its email is free; a changed password is left alone. */
export async function ensureDemoTrader(app: FastifyInstance): Promise<void> {
  const { db, clock } = app;
  if ((await findUserByEmail(db, DEMO_TRADER.email)) !== undefined) return;
  const now = new Date(clock.now());
  const created = await insertUser(
    db,
    {
      email: DEMO_TRADER.email,
      fullname: DEMO_TRADER.fullname,
      passwordHash: await hashPassword(DEMO_TRADER.password),
      phoneNumber: DEMO_TRADER.phoneNumber,
      referralCode: null,
      verifiedAt: now,
    },
    now,
  );
  if (created !== undefined) app.log.info({ email: DEMO_TRADER.email }, 'Demo trader created');
}
