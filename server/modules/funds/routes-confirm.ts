import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ConfirmWithdrawalRequest,
  ConfirmWithdrawalResponse,
  DAILY_WITHDRAWAL_LIMIT_PAISE,
  fundsPaths,
  WithdrawalLimitsResponse,
} from '../../../src/contracts/funds.ts';
import { paiseToRupees } from '../../../src/domain/money/paise.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { UUID } from '../../http/uuid.ts';
import { securityEvent } from '../../security/security-events.ts';
import { heldUntil } from './cool-off.ts';
import { FundsRefusal, fundsErrorResponses } from './refusal.ts';
import { refuse } from './routes.ts';
import type { FundsService } from './service.ts';
import { fundsTexts } from './texts.ts';
import { assertOwnUserId } from './trust.ts';

const Params = Type.Object({ transactionId: Type.String({ maxLength: 64 }) });

/** Confirming a withdrawal with its code, and what the wallet shows about withdrawing today. */
export function withdrawalConfirmationRoutes(app: FastifyInstance, service: FundsService): void {
  const signedIn = async (request: Parameters<typeof assertOwnUserId>[0]) => {
    const who = await app.authenticateOptional(request);
    return assertOwnUserId(request, who?.userId);
  };

  app.post<{ Params: { transactionId: string }; Body: ConfirmWithdrawalRequest }>(
    fundsPaths.confirmWithdrawal,
    {
      schema: routeSchema(
        { 200: ConfirmWithdrawalResponse },
        { params: Params, body: ConfirmWithdrawalRequest },
        fundsErrorResponses,
      ),
    },
    async (request, reply) => {
      const userId = await signedIn(request);
      try {
        const id = request.params.transactionId;
        // Another trader's withdrawal looks exactly like one that does not exist.
        const ref = UUID.test(id) ? await service.withdrawalRef(userId, id) : undefined;
        const pending = ref === undefined ? undefined : service.core.withdrawal(userId, ref);
        if (ref === undefined || pending === undefined || !pending.awaitsConfirmation) {
          throw new FundsRefusal(404, 'WITHDRAWAL_NOT_FOUND', fundsTexts.noSuchWithdrawal);
        }
        if (!(await app.gates.withdrawalCodes.check(userId, ref, request.body.code))) {
          throw new FundsRefusal(403, 'WITHDRAWAL_CODE_INVALID', fundsTexts.codeInvalid);
        }
        await service.core.confirmWithdrawal(userId, ref);
        securityEvent(request.log, 'withdrawal.confirmed', { userId });
        const eligible = await app.gates.withdrawalEligibility(userId);
        const last4 = eligible.ok ? eligible.bank.accountLast4 : '';
        service.changed(userId);
        const body: ConfirmWithdrawalResponse = { message: fundsTexts.confirmed(last4) };
        return reply.code(200).send(body);
      } catch (error) {
        if (error instanceof FundsRefusal) return refuse(reply, error);
        throw error;
      }
    },
  );

  app.get(
    fundsPaths.withdrawalLimits,
    { schema: routeSchema({ 200: WithdrawalLimitsResponse }, {}, fundsErrorResponses) },
    async (request): Promise<WithdrawalLimitsResponse> => {
      const userId = await signedIn(request);
      const eligible = await app.gates.withdrawalEligibility(userId);
      const until = eligible.ok ? heldUntil(app, eligible.bank.changedAt ?? null) : undefined;
      const used = service.core.withdrawnToday(userId);
      const left = DAILY_WITHDRAWAL_LIMIT_PAISE > used ? DAILY_WITHDRAWAL_LIMIT_PAISE - used : 0n;
      return {
        dailyLimit: paiseToRupees(DAILY_WITHDRAWAL_LIMIT_PAISE),
        leftToday: paiseToRupees(left),
        heldUntil: until?.toISOString() ?? null,
        off: app.config.funds.withdrawals ? null : fundsTexts.withdrawalsOff,
        depositsOff: app.config.funds.demoDeposits ? null : fundsTexts.depositsOff,
        confirmWith: await app.gates.withdrawalCodes.method(userId),
      };
    },
  );
}
