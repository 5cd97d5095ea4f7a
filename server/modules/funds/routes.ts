import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AddFundsRequest,
  fundsPaths,
  GetFundsQuery,
  GetFundsResponse,
  IDEMPOTENCY_HEADER,
  MAX_DEPOSIT_PAISE,
  MAX_WITHDRAWAL_PAISE,
  MovementResponse,
  TransactionsParams,
  TransactionsQuery,
  TransactionsResponse,
  WithdrawalRequest,
} from '../../../src/contracts/funds.ts';
import { formatPaise, parseRupees } from '../../../src/domain/money/paise.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { securityEvent } from '../../security/security-events.ts';
import { holdAfterBankChange } from './cool-off.ts';
import { type Answer, type IdempotencyScope, idempotencyKey, storedAnswer } from './idempotency.ts';
import { FundsRefusal, fundsErrorResponses } from './refusal.ts';
import { withdrawalConfirmationRoutes } from './routes-confirm.ts';
import type { FundsService } from './service.ts';
import { fundsTexts } from './texts.ts';
import { assertOwnUserId } from './trust.ts';

const DEFAULT_PAGE_SIZE = 20;

/** Paise of a valid amount at most `max`, else a 400 in words. */
function amountOrThrow(value: unknown, max: bigint, what: string): bigint {
  const checked = parseRupees(value);
  if (!checked.ok) throw new HttpError(400, checked.message);
  if (checked.paise > max) {
    throw new HttpError(400, `The most one ${what} may be is ${formatPaise(max)}`);
  }
  return checked.paise;
}

/** A deposit's or withdrawal's route options: its body, and the movement or a refusal back. */
const movementRoute = (body: typeof AddFundsRequest | typeof WithdrawalRequest) => ({
  schema: routeSchema({ '2xx': MovementResponse }, { body }, fundsErrorResponses),
});

const send = (reply: FastifyReply, answer: Answer<MovementResponse>) =>
  reply.code(answer.statusCode).send(answer.body);

export function refuse(reply: FastifyReply, refusal: FundsRefusal) {
  return reply.code(refusal.statusCode).send({
    message: refusal.message,
    code: refusal.code,
    ...(refusal.missing === undefined ? {} : { missing: [...refusal.missing] }),
  });
}

/** The funds calls of spec section 7 at /funds/... */
export function fundsRoutes(app: FastifyInstance, service: FundsService): void {
  /** What the request's Idempotency-Key stands for: this trader's movement of this amount. */
  const movementScope = (
    request: FastifyRequest,
    userId: string,
    operation: IdempotencyScope['operation'],
    paise: bigint,
  ): IdempotencyScope => ({
    userId,
    operation,
    key: idempotencyKey(request.headers[IDEMPOTENCY_HEADER]),
    request: { amount: paise.toString() },
    now: service.now(),
  });

  app.get<{ Querystring: GetFundsQuery; Reply: GetFundsResponse }>(
    fundsPaths.getFunds,
    {
      schema: routeSchema(
        { 200: GetFundsResponse },
        { querystring: GetFundsQuery },
        fundsErrorResponses,
      ),
    },
    async (request) => {
      const userId = await assertOwnUserId(request, request.query.userId);
      return { data: [await service.record(userId)] };
    },
  );

  app.get<{
    Params: TransactionsParams;
    Querystring: TransactionsQuery;
    Reply: TransactionsResponse;
  }>(
    fundsPaths.transactions,
    {
      schema: routeSchema(
        { 200: TransactionsResponse },
        { params: TransactionsParams, querystring: TransactionsQuery },
        fundsErrorResponses,
      ),
    },
    async (request) => {
      const userId = await assertOwnUserId(request, request.params.userId);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? DEFAULT_PAGE_SIZE;
      const result = await service.transactions(userId, page, limit, request.query.type);
      return { ...result, page, limit };
    },
  );

  app.post<{ Body: AddFundsRequest }>(
    fundsPaths.addFunds,
    // 201 for a deposit; a repeated Idempotency-Key answers the status first answered.
    movementRoute(AddFundsRequest),
    async (request, reply) => {
      const userId = await assertOwnUserId(request, request.body.userId);
      if (!app.config.funds.demoDeposits) {
        return refuse(reply, new FundsRefusal(403, 'DEMO_FUNDS_OFF', fundsTexts.depositsOff));
      }
      const paise = amountOrThrow(request.body.amount, MAX_DEPOSIT_PAISE, 'deposit');
      const scope = movementScope(request, userId, 'addFunds', paise);
      try {
        return send(reply, await service.deposit(scope, paise));
      } catch (error) {
        if (error instanceof FundsRefusal) return refuse(reply, error);
        throw error;
      }
    },
  );

  app.post<{ Body: WithdrawalRequest }>(
    fundsPaths.withdrawal,
    // 202 while the withdrawal awaits its code; a repeated key answers its first status.
    movementRoute(WithdrawalRequest),
    async (request, reply) => {
      const userId = await assertOwnUserId(request, request.body.userId);
      const paise = amountOrThrow(request.body.amount, MAX_WITHDRAWAL_PAISE, 'withdrawal');
      const scope = movementScope(request, userId, 'withdrawal', paise);
      try {
        // A repeat of an answered request gets its answer without spending another code.
        const stored = await storedAnswer<MovementResponse>(app.db, scope);
        if (stored !== undefined) return send(reply, stored);
        if (!app.config.funds.withdrawals) {
          securityEvent(request.log, 'withdrawal.refused', { userId, why: 'demo funds' });
          throw new FundsRefusal(403, 'DEMO_FUNDS_OFF', fundsTexts.withdrawalsOff);
        }
        const eligible = await app.gates.withdrawalEligibility(userId);
        if (!eligible.ok) {
          throw new FundsRefusal(
            403,
            'KYC_REQUIRED',
            'Complete KYC and verify your bank account before withdrawing',
            eligible.missing,
          );
        }
        holdAfterBankChange(app, userId, eligible.bank.changedAt ?? null);
        const answer = await service.withdraw(
          scope,
          paise,
          eligible.bank,
          app.gates.withdrawalCodes,
        );
        securityEvent(request.log, 'withdrawal.requested', {
          userId,
          method: answer.body.confirmation?.method,
        });
        return send(reply, answer);
      } catch (error) {
        if (error instanceof FundsRefusal) return refuse(reply, error);
        throw error;
      }
    },
  );

  withdrawalConfirmationRoutes(app, service);
}
