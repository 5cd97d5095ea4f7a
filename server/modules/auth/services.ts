import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { type AccessTokens, accessTokens, signedInUser } from './access-tokens.ts';
import { RateLimiter } from './limiter.ts';
import { authMessages } from './messages.ts';
import { type OtpService, otpService } from './otp.ts';
import { type RefreshTokens, refreshTokens } from './refresh-tokens.ts';
import { secretBox } from './secret-box.ts';
import { loadAuthKeys, storedSecret } from './secrets.ts';
import { type TwoFactor, twoFactor } from './two-factor.ts';
import { findUserById, type UserRow } from './users.ts';

/** Everything the auth routes share, built once when the module registers. */
export interface AuthServices {
  access: AccessTokens;
  refresh: RefreshTokens;
  otp: OtpService;
  limiter: RateLimiter;
  twoFactor: TwoFactor;
  cookie: { secure: boolean; maxAgeS: number };
  /** The user of the request's bearer token; 401 with a clear message otherwise. */
  authenticate(request: FastifyRequest): Promise<UserRow>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export async function createAuthServices(app: FastifyInstance): Promise<AuthServices> {
  const { config, db, clock, mailer } = app;
  const keys = await loadAuthKeys(db, config.jwtSecret);
  const access = accessTokens(keys.jwt, config.accessTokenTtlS, clock);
  return {
    access,
    refresh: refreshTokens(db, clock, config.refreshTokenTtlS),
    otp: otpService({ db, clock, key: keys.otp, mailer, log: app.log }),
    limiter: new RateLimiter(clock),
    twoFactor: twoFactor(db, clock, secretBox(await storedSecret(db, 'totp_aes')), keys.otp),
    cookie: { secure: config.nodeEnv === 'production', maxAgeS: config.refreshTokenTtlS },
    async authenticate(request) {
      const header = request.headers.authorization;
      const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
      if (token === undefined) throw new HttpError(401, authMessages.notSignedIn);
      const userId = await signedInUser(access, db, token);
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (user === undefined) throw new HttpError(401, authMessages.sessionExpired);
      return user;
    },
  };
}
