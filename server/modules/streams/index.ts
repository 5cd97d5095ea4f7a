import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { UserStreamCategories } from './categories.ts';
import { userStreamRoute } from './route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Categories of /stream/user; modules register theirs (funds: `fund`). */
    readonly userStreams: UserStreamCategories;
  }
}

/**
 * The user streams: ONE socket route, /stream/user?userId=&category=, dispatching to the category
 * a module registered. Decorates the root (fastify-plugin), so it is registered before its users.
 */
export const streamsModule: FastifyPluginAsync = fastifyPlugin(
  async (app) => {
    app.decorate('userStreams', new UserStreamCategories());
    userStreamRoute(app);
  },
  {
    name: 'streams',
    decorators: {
      fastify: [
        'authenticateOptional',
        'authenticatedSession',
        'loginSessionIsLive',
        'streamKeyAuth',
      ],
    },
  },
);
