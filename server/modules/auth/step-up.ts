import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { STEP_UP_HEADER, STEP_UP_REQUIRED, STEP_UP_TTL_S } from '../../../src/contracts/step-up.ts';
import type { Clock } from '../../clock.ts';
import type { StepUpCheck } from '../../gates.ts';
import { HttpError } from '../../http/errors.ts';
import { securityEvent } from '../../security/security-events.ts';
import type { AccessTokens } from './access-tokens.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export const stepUpMessages = {
  required: 'Confirm your password to continue: this change needs it even when you are signed in',
  expired: 'Your password confirmation has expired or belongs to another session; confirm it again',
  wrongPassword: 'That password is not right',
  wrongCode: 'That code is not right',
  codeRequired: 'Two-factor sign-in is on: enter the code from your authenticator app',
  passwordRequired: 'Enter your password',
} as const;

/**
 * Step-up tokens: `<expiry s>.<HMAC(user, session, expiry)>`, so one is good only for the user
 * and login session that earned it, for STEP_UP_TTL_S; nothing is stored. Ending the session
 * (sign-out, password change) ends its tokens with it, since the bearer no longer passes.
 */
export function stepUpTokens(key: Uint8Array, clock: Clock, access: AccessTokens) {
  const mac = (userId: string, sessionId: string, expS: number) =>
    createHmac('sha256', key).update(`step-up|${userId}|${sessionId}|${expS}`).digest();

  const issue = (userId: string, sessionId: string): string => {
    const expS = Math.floor(clock.now() / 1000) + STEP_UP_TTL_S;
    return `${expS}.${mac(userId, sessionId, expS).toString('base64url')}`;
  };

  const valid = (token: string, userId: string, sessionId: string): boolean => {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (match === null) return false;
    const expS = Number(match[1]);
    if (expS <= Math.floor(clock.now() / 1000)) return false;
    const given = Buffer.from(match[2] as string, 'base64url');
    const expected = mac(userId, sessionId, expS);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const check: StepUpCheck = async (request: FastifyRequest, userId: string) => {
    const raw = request.headers[STEP_UP_HEADER];
    const token = typeof raw === 'string' ? raw.trim() : undefined;
    if (token === undefined || token === '') {
      securityEvent(request.server.log, 'stepup.missing', {
        userId,
        path: request.routeOptions.url ?? '',
      });
      throw new HttpError(403, stepUpMessages.required, STEP_UP_REQUIRED);
    }
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer === undefined ? undefined : await access.verify(bearer);
    if (
      claims === undefined ||
      claims.userId !== userId ||
      !valid(token, userId, claims.sessionId)
    ) {
      securityEvent(request.server.log, 'stepup.refused', {
        userId,
        path: request.routeOptions.url ?? '',
      });
      throw new HttpError(403, stepUpMessages.expired, STEP_UP_REQUIRED);
    }
  };

  return { issue, check };
}

export type StepUpTokens = ReturnType<typeof stepUpTokens>;
