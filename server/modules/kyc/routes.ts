import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AuthenticateKycResponse,
  KycAccessQuery,
  KycStatusResponse,
  kycPaths,
  SendAadhaarOtpRequest,
  SendAadhaarOtpResponse,
  VerifyAadhaarOtpQuery,
  VerifyAadhaarOtpRequest,
  VerifyBankQuery,
  VerifyPanRequest,
} from '../../../src/contracts/kyc.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import { bankChanged } from './bank-change.ts';
import { kycMessages } from './messages.ts';
import type { KycService } from './service.ts';
import { KYC_SESSION_TTL_S, type KycSessions } from './sessions.ts';
import { findKycRecord } from './store.ts';

/**
 * Query strings here carry the KYC accessToken and, for the bank, the account number: requests
 * are logged only at warn and above, so neither lands in the log's request lines.
 */
const quiet = { logLevel: 'warn' } as const;

/** A KYC route's options: quiet, with its schema (routeSchema). */
const quietRoute = (...schema: Parameters<typeof routeSchema>) => ({
  ...quiet,
  schema: routeSchema(...schema),
});

export interface KycRouteDeps {
  service: KycService;
  sessions: KycSessions;
}

/** The signed-in user of the bearer token; 401 otherwise. */
export async function signedIn(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const who = await app.authenticateOptional(request);
  const user = who === null ? undefined : await findUserById(app.db, who.userId);
  if (user === undefined) throw new HttpError(401, kycMessages.notSignedIn);
  return user;
}

/** The KYC calls of spec section 7. Every one needs the bearer and, after the first, the KYC session. */
export function kycRoutes(app: FastifyInstance, { service, sessions }: KycRouteDeps): void {
  const withSession = async (request: FastifyRequest, accessToken: string) => {
    const user = await signedIn(app, request);
    await sessions.require(accessToken, user.id);
    return user;
  };

  app.post<{ Reply: AuthenticateKycResponse }>(
    kycPaths.authenticate,
    quietRoute({ 200: AuthenticateKycResponse }),
    async (request) => {
      const user = await signedIn(app, request);
      const accessToken = await sessions.open(user.id);
      return {
        message: kycMessages.authenticated,
        data: { accessToken, expiresIn: KYC_SESSION_TTL_S },
      };
    },
  );

  app.get<{ Reply: KycStatusResponse }>(
    kycPaths.status,
    { schema: routeSchema({ 200: KycStatusResponse }) },
    async (request) => {
      const user = await signedIn(app, request);
      return { message: kycMessages.status, data: await service.status(user.id) };
    },
  );

  app.post<{
    Querystring: KycAccessQuery;
    Body: SendAadhaarOtpRequest;
    Reply: SendAadhaarOtpResponse;
  }>(
    kycPaths.sendAadhaarOtp,
    quietRoute(
      { 200: SendAadhaarOtpResponse },
      { querystring: KycAccessQuery, body: SendAadhaarOtpRequest },
    ),
    async (request) => {
      const user = await withSession(request, request.query.accessToken);
      const referenceId = await service.sendAadhaarOtp(user, request.body.aadhaar_number);
      return { message: kycMessages.otpSent, data: { reference_id: referenceId } };
    },
  );

  app.post<{
    Querystring: VerifyAadhaarOtpQuery;
    Body: VerifyAadhaarOtpRequest;
    Reply: KycStatusResponse;
  }>(
    kycPaths.verifyAadhaarOtp,
    quietRoute(
      { 200: KycStatusResponse },
      { querystring: VerifyAadhaarOtpQuery, body: VerifyAadhaarOtpRequest },
    ),
    async (request) => {
      const user = await withSession(request, request.query.accessToken);
      const data = await service.verifyAadhaarOtp(
        user,
        request.query.reference_id,
        request.body.otp,
        request.body.aadhaar_number,
      );
      return { message: kycMessages.aadhaarVerified, data };
    },
  );

  app.post<{ Querystring: KycAccessQuery; Body: VerifyPanRequest; Reply: KycStatusResponse }>(
    kycPaths.verifyPan,
    quietRoute({ 200: KycStatusResponse }, { querystring: KycAccessQuery, body: VerifyPanRequest }),
    async (request) => {
      const user = await withSession(request, request.query.accessToken);
      const data = await service.verifyPan(user, {
        pan: request.body.pan,
        name: request.body.name_as_per_pan,
        dateOfBirth: request.body.date_of_birth,
      });
      return { message: kycMessages.panVerified, data };
    },
  );

  app.get<{ Querystring: VerifyBankQuery; Reply: KycStatusResponse }>(
    kycPaths.verifyBankAccount,
    quietRoute({ 200: KycStatusResponse }, { querystring: VerifyBankQuery }),
    async (request) => {
      const user = await withSession(request, request.query.accessToken);
      // The first payout account needs the bearer alone; replacing one needs the password again.
      if ((await findKycRecord(app.db, user.id))?.bank_state === 'verified') {
        await app.gates.stepUp(request, user.id);
      }
      const { status, changed } = await service.verifyBankAccount(
        user,
        request.query.ifsc,
        request.query.account_number,
      );
      if (!changed) return { message: kycMessages.bankVerified, data: status };
      const until = await bankChanged(app, user, status.bank.masked ?? '');
      return { message: kycMessages.bankChanged(until), data: status };
    },
  );
}
