import { PassThrough } from 'node:stream';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/viewer';
import { NotificationHub } from './notification-hub';

/** How long the browser waits before reconnecting a dropped stream (EventSource's `retry`). */
const RECONNECT_MS = 5_000;

const event = (name: string) => `event: ${name}\ndata: {}\n\n`;

/**
 * GET /api/notifications/stream: server-sent events telling the signed-in person's page that
 * their notifications changed, so it re-reads them. Only a signal, never a notification's text:
 * what the person may see is decided by the list endpoint as always.
 *
 * Events: `ready` once listening, `notifications` when one of theirs (or one for everyone)
 * arrives, `session-ended` before the stream closes because the session did, `replaced` before
 * it closes because the person opened more than STREAMS_PER_PERSON (notification-hub.ts). The session is
 * re-checked (without keeping it alive) as soon as the identity cache hears that it may have
 * ended (logout on any instance, its employee deactivated), and at every heartbeat, a comment
 * line that also keeps proxies from closing a quiet stream. The stream is not compressed (a compressor would hold events
 * back), is counted once by the rate limit when opened, and ends after its lifetime so that
 * connections are renewed; the browser reconnects on its own.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.notificationStream;
  const hub = new NotificationHub(app.db, app.changes, app.log, {
    checkIntervalMs: settings.scheduledCheckSeconds * 1000,
  });
  // Before the server stops accepting: open streams would otherwise hold the close up.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/notifications/stream',
    {
      compress: false,
      schema: {
        tags: ['notifications'],
        summary: 'Live signal (server-sent events) that the signed-in person’s notifications changed',
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('text/event-stream: events ready, notifications, session-ended'),
          401: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      write(`retry: ${RECONNECT_MS}\n\n`);
      if (settings.lifetimeSeconds === 0) {
        write(event('ready'));
        stream.end();
        return reply.send(stream as never); // a stream is sent as it is, not serialised
      }

      const removeClient = await hub.add({
        employeeId: viewer.employeeId,
        push: () => write(event('notifications')),
        end: () => stream.end(),
        replace: () => {
          write(event('replaced'));
          stream.end();
        },
      });
      write(event('ready'));

      // Resolves whether the stream goes on; a failed check is not a reason to end it.
      const checkSession = () =>
        app.sessionIsLive(viewer.sessionTokenHash).then(
          (live) => {
            if (live) return true;
            write(event('session-ended'));
            stream.end();
            return false;
          },
          () => true,
        );
      const stopWatching = app.identityCache.watchSessions((change) => {
        const mine =
          change === 'any' ||
          ('tokenHash' in change && change.tokenHash === viewer.sessionTokenHash) ||
          ('employeeId' in change && change.employeeId === viewer.employeeId);
        if (mine && !stream.writableEnded) void checkSession();
      });
      const heartbeat = setInterval(() => {
        void checkSession().then((goesOn) => goesOn && write(': heartbeat\n\n'));
      }, settings.heartbeatSeconds * 1000);
      const lifetime = setTimeout(() => stream.end(), settings.lifetimeSeconds * 1000);
      const stop = () => {
        clearInterval(heartbeat);
        stopWatching();
        clearTimeout(lifetime);
        removeClient();
        stream.end();
      };
      request.raw.once('close', stop);
      stream.once('close', stop);
      return reply.send(stream as never); // a stream is sent as it is, not serialised
    },
  );
};
