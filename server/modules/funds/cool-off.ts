import type { FastifyInstance } from 'fastify';
import { securityEvent } from '../../security/security-events.ts';
import { FundsRefusal } from './refusal.ts';
import { fundsTexts } from './texts.ts';

/** Until when withdrawals are held after the payout account changed at `changedAt`, if they are. */
export function heldUntil(app: FastifyInstance, changedAt: Date | null): Date | undefined {
  if (changedAt === null) return undefined;
  const until = new Date(changedAt.getTime() + app.config.funds.bankChangeCoolOffS * 1000);
  return until.getTime() > app.clock.now() ? until : undefined;
}

/** Refuses (403, saying until when) a withdrawal inside the cool-off after a bank change. */
export function holdAfterBankChange(
  app: FastifyInstance,
  userId: string,
  changedAt: Date | null,
): void {
  const until = heldUntil(app, changedAt);
  if (until === undefined) return;
  securityEvent(app.log, 'withdrawal.held', { userId, until: until.toISOString() });
  throw new FundsRefusal(403, 'BANK_CHANGE_COOL_OFF', fundsTexts.heldAfterBankChange(until));
}
