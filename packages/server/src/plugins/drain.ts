import type { FastifyInstance } from 'fastify';

/**
 * Lets keep-alive clients go when the server closes. On close, fastify stops listening and ends idle sockets, but
 * a request in flight is answered on a keep-alive socket that then holds the close open until the client lets go
 * (a browser keeps it for minutes; fastify's keepAliveTimeout is 72 s), longer than any orchestrator waits before
 * SIGKILL. Answers sent while closing carry `Connection: close`, so each socket ends with its last answer.
 */
export function registerDrain(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}
