import type { FastifyInstance } from 'fastify';

/**
 * Lets keep-alive clients go when the server closes. On close, fastify stops listening and ends idle sockets, but
 * a request in flight is answered on a keep-alive socket that then holds the close open until the client lets go
 * (a browser keeps it for minutes; fastify's keepAliveTimeout is 72 s), longer than any orchestrator waits before
 * SIGKILL. Answers sent while closing carry `Connection: close`, so each socket ends with its last answer.
 */
/** How long a close waits for answers in flight before it cuts their sockets: inside an orchestrator's usual 30 s. */
export const DRAIN_DEADLINE_MS = 10_000;

export function registerDrain(app: FastifyInstance, { deadlineMs = DRAIN_DEADLINE_MS } = {}): void {
  let isClosing = false;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    isClosing = true;
    // A client that stops reading (a stalled download, a request body never finished) would hold the close open
    // for good: past the deadline its socket is cut.
    deadline = setTimeout(() => app.server.closeAllConnections(), deadlineMs).unref();
  });
  app.addHook('onClose', async () => clearTimeout(deadline));
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}
