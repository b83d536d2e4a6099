import type { FastifyInstance } from 'fastify';

/**
 * While the server stops, every answer says `Connection: close`, so the connection it came on
 * closes once it is sent. Stopping closes the connections that are idle then; a keep-alive
 * connection whose request was still under way would otherwise stay open after its answer
 * (a browser or a load balancer keeps them for minutes) and hold the stop up until its time
 * limit, which ends the process with an error instead of 0.
 */
export function closeConnectionsWhileStopping(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  // A callback hook: it runs on every answer, and a promise each would add up.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
