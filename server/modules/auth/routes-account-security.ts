import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  authPaths,
  ChangePasswordRequest,
  MessageResponse,
  NotificationPreferencesResponse,
  SessionsResponse,
  SignOutEverywhereResponse,
  UpdateNotificationPreferencesRequest,
} from '../../../src/contracts/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { routeSchema } from '../../http/route-schema.ts';
import { UUID } from '../../http/uuid.ts';
import { securityEvent } from '../../security/security-events.ts';
import { authenticateSession } from './current-session.ts';
import { deviceName } from './device-name.ts';
import { ipHint, listSessions } from './login-sessions.ts';
import { passwordChangedMail } from './mail-texts.ts';
import { authMessages } from './messages.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import type { AuthServices } from './services.ts';
import { clearRefreshCookie } from './session-cookie.ts';
import { notificationPreferencesOf, setPasswordHash } from './users.ts';
import { requireStrongPassword } from './validation.ts';

const SessionParams = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });

/**
 * /settings: change the password (every other session ends), list the trader's sessions and sign
 * them out, and the notification preferences.
 */
export function accountSecurityRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, clock } = app;

  app.post<{ Body: ChangePasswordRequest; Reply: MessageResponse }>(
    authPaths.changePassword,
    { schema: routeSchema({ 200: MessageResponse }, { body: ChangePasswordRequest }) },
    async (request) => {
      const { user, sessionId } = await authenticateSession(app, services, request);
      // A wrong current password counts like a failed login from this browser (lockout.ts), so
      // a stolen access token cannot be used to guess the password.
      const source = services.sourceOf(request, user.email, user.id);
      services.lockout.admit(source);
      if (!(await checkPassword(user.password_hash, request.body.current_password))) {
        securityEvent(request.log, 'login.failed', {
          userId: user.id,
          ip: source.ip,
          during: 'password change',
        });
        throw new HttpError(400, authMessages.wrongCurrentPassword);
      }
      services.lockout.succeeded(source);
      const password = requireStrongPassword(request.body.new_password, [user.email]);
      if (password === request.body.current_password) {
        throw new HttpError(400, authMessages.samePassword);
      }
      const now = new Date(clock.now());
      await setPasswordHash(db, user.id, await hashPassword(password), now);
      // Whoever knew the old password is signed out everywhere else; this browser stays in.
      const ended = await services.refresh.revokeOthersOf(user.id, sessionId);
      securityEvent(request.log, 'password.changed', { userId: user.id, ip: source.ip, ended });
      const notice = passwordChangedMail(user.email, {
        at: now,
        device: deviceName(String(request.headers['user-agent'] ?? '')),
        ipHint: ipHint(request.ip),
      });
      await app.mailer.send(notice).catch((err: unknown) => {
        request.log.error({ err }, 'Sending the password-changed notice failed');
      });
      return { message: authMessages.passwordChanged };
    },
  );

  app.get<{ Reply: SessionsResponse }>(
    authPaths.sessions,
    { schema: routeSchema({ 200: SessionsResponse }) },
    async (request) => {
      const { user, sessionId } = await authenticateSession(app, services, request);
      return { sessions: await listSessions(db, user.id, sessionId, new Date(clock.now())) };
    },
  );

  app.delete<{ Params: { sessionId: string }; Reply: MessageResponse }>(
    `${authPaths.sessions}/:sessionId`,
    { schema: routeSchema({ 200: MessageResponse }, { params: SessionParams }) },
    async (request, reply) => {
      const { user, sessionId } = await authenticateSession(app, services, request);
      const target = request.params.sessionId;
      // Another trader's session looks exactly like one that does not exist.
      const ended = UUID.test(target) && (await services.refresh.revokeSession(user.id, target));
      if (!ended) throw new HttpError(404, authMessages.sessionNotFound);
      if (target === sessionId) clearRefreshCookie(reply, services.cookie);
      return { message: authMessages.sessionSignedOut };
    },
  );

  app.post<{ Reply: SignOutEverywhereResponse }>(
    authPaths.signOutEverywhere,
    { schema: routeSchema({ 200: SignOutEverywhereResponse }) },
    async (request) => {
      const { user, sessionId } = await authenticateSession(app, services, request);
      const signedOut = await services.refresh.revokeOthersOf(user.id, sessionId);
      return { message: authMessages.signedOutEverywhere(signedOut), signedOut };
    },
  );

  app.put<{ Body: UpdateNotificationPreferencesRequest; Reply: NotificationPreferencesResponse }>(
    authPaths.notificationPreferences,
    {
      schema: routeSchema(
        { 200: NotificationPreferencesResponse },
        { body: UpdateNotificationPreferencesRequest },
      ),
    },
    async (request) => {
      const user = await services.authenticate(request);
      const { orderToasts, liquidationAlerts } = request.body;
      const updated = await db
        .updateTable('app_user')
        .set({
          ...(orderToasts === undefined ? {} : { notify_order_toasts: orderToasts }),
          ...(liquidationAlerts === undefined
            ? {}
            : { notify_liquidation_alerts: liquidationAlerts }),
          updated_at: new Date(clock.now()),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { notificationPreferences: notificationPreferencesOf(updated) };
    },
  );
}
