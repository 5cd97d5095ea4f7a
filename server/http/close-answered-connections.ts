import type { FastifyInstance } from 'fastify';

/**
 * Closing lets the answers in flight finish, but Node closes only the keep-alive connections idle
 * when the close starts: one still sending an answer then (a long or compressed body) would stay
 * open after it, holding the close for the whole keep-alive timeout (72 s), past the shutdown's
 * deadline. So once the app is closing, each connection is closed as soon as its answer is sent.
 */
export function closeConnectionsOnceAnswered(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
}
