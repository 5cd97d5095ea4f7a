import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SignedInSession } from '../../../src/contracts/auth.ts';
import type { Db } from '../../db/index.ts';
import { clientKey } from '../../http/client-address.ts';
import { deviceName } from './device-name.ts';

const USER_AGENT_MAX = 512;

/** The client address with its last part hidden: enough to recognise a place, not to find it. */
export function ipHint(ip: string): string {
  const key = clientKey(ip);
  if (key.endsWith('/64')) return key;
  const parts = key.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : 'Unknown';
}

/**
 * Notes that a login session (refresh family) was used now from `request`: at login, at every
 * refresh and on the settings calls. The device stays the one it was first seen with.
 */
export async function sessionSeen(
  db: Db,
  session: { familyId: string; userId: string },
  request: FastifyRequest,
  now: Date,
): Promise<void> {
  const userAgent = String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
  await db
    .insertInto('login_session')
    .values({
      family_id: session.familyId,
      user_id: session.userId,
      user_agent: userAgent,
      ip_hint: ipHint(request.ip),
      first_seen_at: now,
      last_seen_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('family_id').doUpdateSet({
        last_seen_at: now,
        ip_hint: (eb) => eb.ref('excluded.ip_hint'),
      }),
    )
    .execute();
}

/**
 * The trader's sessions that can still refresh, newest activity first; `currentId` (the asking
 * token's session) is listed while it is on, even past its last refresh token's expiry.
 */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string,
  now: Date,
): Promise<SignedInSession[]> {
  const rows = await db
    .selectFrom('refresh_token as t')
    .leftJoin('login_session as s', 's.family_id', 't.family_id')
    .select([
      't.family_id',
      's.user_agent',
      's.ip_hint',
      's.last_seen_at',
      sql<Date>`min(t.session_started_at)`.as('started_at'),
      sql<Date>`max(t.created_at)`.as('last_refresh_at'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', '>', now), eb('t.family_id', '=', currentId)]))
    .groupBy(['t.family_id', 's.user_agent', 's.ip_hint', 's.last_seen_at'])
    .execute();
  return rows
    .map((row) => {
      const lastRefresh = new Date(row.last_refresh_at);
      const seen = row.last_seen_at === null ? lastRefresh : new Date(row.last_seen_at);
      const lastSeen = seen > lastRefresh ? seen : lastRefresh;
      return {
        sessionId: row.family_id,
        device: row.user_agent === null ? 'Unknown device' : deviceName(row.user_agent),
        ipHint: row.ip_hint ?? 'Unknown',
        createdAt: new Date(row.started_at).toISOString(),
        lastSeenAt: lastSeen.toISOString(),
        current: row.family_id === currentId,
      };
    })
    .sort((a, b) =>
      a.current !== b.current
        ? Number(b.current) - Number(a.current)
        : b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
}
