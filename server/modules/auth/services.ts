import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../http/client-address.ts';
import { HttpError } from '../../http/errors.ts';
import { type AccessTokens, accessTokens, signedInUser } from './access-tokens.ts';
import { type DeviceCookies, deviceCookies } from './device-cookie.ts';
import { RateLimiter } from './limiter.ts';
import { SignInLockout, type SignInSource } from './lockout.ts';
import { authMessages } from './messages.ts';
import { type OtpService, otpService } from './otp.ts';
import { type RefreshTokens, refreshTokens } from './refresh-tokens.ts';
import { secretBox } from './secret-box.ts';
import { loadAuthKeys, storedSecret } from './secrets.ts';
import { keyEncryptionKey } from './secrets-key.ts';
import { type TwoFactor, twoFactor } from './two-factor.ts';
import { findUserById, type UserRow } from './users.ts';

/** Everything the auth routes share, built once when the module registers. */
export interface AuthServices {
  access: AccessTokens;
  refresh: RefreshTokens;
  otp: OtpService;
  limiter: RateLimiter;
  /** Failed sign-ins per account and source; the two-factor step counts its wrong codes here. */
  lockout: SignInLockout;
  /** Browsers that proved they are an account's owner (device cookies). */
  devices: DeviceCookies;
  twoFactor: TwoFactor;
  cookie: { secure: boolean; maxAgeS: number };
  /** The user of the request's bearer token; 401 with a clear message otherwise. */
  authenticate(request: FastifyRequest): Promise<UserRow>;
  /** Who is signing in to `email` from where: the device cookie for `userId`, else the address. */
  sourceOf(request: FastifyRequest, email: string, userId: string | undefined): SignInSource;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export async function createAuthServices(app: FastifyInstance): Promise<AuthServices> {
  const { config, db, clock, mailer } = app;
  const kek = keyEncryptionKey(config);
  const keys = await loadAuthKeys(db, config.jwtSecret, kek);
  const access = accessTokens(keys.jwt, config.accessTokenTtlS, clock);
  const secure = config.nodeEnv === 'production';
  const limiter = new RateLimiter(clock);
  const devices = deviceCookies(await storedSecret(db, 'device_hmac', kek), secure);
  const refresh = refreshTokens(db, clock, app.log, {
    ttlS: config.refreshTokenTtlS,
    sessionMaxAgeS: config.sessionMaxAgeS,
    graceS: config.refreshGraceS,
    successorKey: await storedSecret(db, 'refresh_successor_hmac', kek),
  });
  return {
    access,
    refresh,
    otp: otpService({ db, clock, key: keys.otp, mailer, log: app.log }),
    limiter,
    lockout: new SignInLockout(limiter, clock, app.log),
    devices,
    cookie: { secure, maxAgeS: config.refreshTokenTtlS },
    twoFactor: twoFactor(db, clock, secretBox(await storedSecret(db, 'totp_aes', kek)), keys.otp),
    async authenticate(request) {
      const header = request.headers.authorization;
      const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
      if (token === undefined) throw new HttpError(401, authMessages.notSignedIn);
      const userId = await signedInUser(access, refresh, token);
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (user === undefined) throw new HttpError(401, authMessages.sessionExpired);
      return user;
    },
    sourceOf(request, email, userId) {
      return { email, ip: clientKey(request.ip), device: devices.deviceOf(request, userId) };
    },
  };
}
