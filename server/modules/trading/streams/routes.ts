import type { FastifyInstance } from 'fastify';
import {
  ExternalSubscribeBody,
  ExternalSubscribeResponse,
} from '../../../../src/contracts/trading-streams.ts';
import { routeSchema } from '../../../http/route-schema.ts';
import { trader } from '../routes.ts';
import type { PositionFeed } from './position-stream.ts';

/**
 * Spec §7's backend host calls, for the trader's own user id only (403 otherwise):
 * external-unsubscribe pauses the trader's position feed on every open position stream (the
 * streams stay subscribed and get nothing), external-subscribe resumes it with a fresh push.
 */
export function externalSubscribeRoutes(app: FastifyInstance, feed: PositionFeed): void {
  for (const [path, on] of [
    ['/backend/external-subscribe', true],
    ['/backend/external-unsubscribe', false],
  ] as const) {
    app.post<{ Body: ExternalSubscribeBody; Reply: ExternalSubscribeResponse }>(
      path,
      { schema: routeSchema({ 200: ExternalSubscribeResponse }, { body: ExternalSubscribeBody }) },
      async (request) => {
        const userId = await trader(request, request.body.userId);
        const streams = feed.setFeed(userId, on);
        return {
          message: on
            ? `Position updates on (${streams} subscribed stream${streams === 1 ? '' : 's'})`
            : `Position updates paused (${streams} subscribed stream${streams === 1 ? '' : 's'})`,
        };
      },
    );
  }
}
