import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import pino from 'pino';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RouteEntry } from './fastify-augment';
import { featureRoutes } from './features/feature-routes';
import { healthRoutes } from './features/health/health-routes';
import { idempotency } from './features/idempotency/idempotency-plugin';
import { identityPlugin } from './features/identity/identity-plugin';
import { webAppPlugin } from './features/web-app/web-app-plugin';
import { handleError } from './lib/error-handler';
import { rateLimits } from './lib/rate-limits';
import { registerCompression } from './lib/compression';
import { openChangeBus } from './lib/change-bus';
import { closeConnectionsWhileStopping } from './lib/closing-connections';
import { scheduleApprovalReminders } from './features/requests/reminders/approval-reminder-scheduler';
import { refuseUnstorableText } from './lib/unstorable-text-guard';
import { loggedTarget } from './lib/request-paths';
import { securityHeaders } from './lib/security-headers';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Builds the whole server without listening, so tests drive it through `inject`. The order
 * below is the order requests meet things: security headers, compression, cookies, the sign-in rate limit,
 * identity (session, CSRF, access), the API rate limit (a route hook, so it knows the person),
 * then the routes, then the web app and its fallback.
 */
export async function buildApp({ config, database, logger, webRoot }: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      // Lines are written as the event loop frees up rather than one blocking write each: a
      // tenth of a small answer's CPU under load. pino flushes what is buffered when the
      // process ends.
      stream: pino.destination({ sync: false }),
      serializers: {
        // Sign-in URLs carry authorization codes and ID-token hints; keep them out of logs.
        // (This serializer sees the raw request, before the provider's mount rewrites its URL.)
        req: (request) => ({
          method: request.method,
          url: loggedTarget(request.originalUrl),
          remoteAddress: request.ip,
        }),
      },
    },
    // One line per answered request (below) instead of Fastify's two, with the request object
    // serialized in each.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('preValidation', refuseUnstorableText);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  database.reportTo(app.log);
  const changes = await openChangeBus(database, undefined, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  closeConnectionsWhileStopping(app);
  // Every route as registered, for the permission matrix test and the API overview in docs/.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // The OpenAPI document describes the API's shape only; anyone may read it.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue; // Fastify mirrors every GET as HEAD
      // As the identity hook enforces it: /api is signed-in unless declared, the rest public.
      const access = route.config?.access ?? (route.url.startsWith('/api') ? 'signed-in' : 'public');
      routeTable.push({ method, url: route.url, access });
    }
  });
  // Callback hooks, not async ones: these run on every request, and a promise each adds up.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The URL as it arrived: the development provider's mount strips /oidc from request.url,
    // which would hide what loggedTarget must recognise as a sign-in path.
    request.log.info(
      {
        method: request.method,
        url: loggedTarget(request.originalUrl),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });

  await app.register(securityHeaders, { https: config.publicUrl.protocol === 'https:' });
  // Before compression: its onSend keeps the plain answer of a change sent with a key.
  await app.register(idempotency);
  await registerCompression(app);
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // Before every route (the OpenAPI document included) and before the identity plugin mounts
  // the development provider; see lib/rate-limits.ts for what is counted and how.
  await app.register(rateLimits);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Portico API', version: '1.0.0', description: 'The employee portal API.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portico_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(identityPlugin);

  await app.register(healthRoutes);
  await app.register(featureRoutes, { prefix: '/api' });
  await app.register(webAppPlugin, { root: webRoot });
  startJobsOnListen(app);
  return app;
}

/**
 * The daily jobs start once the server listens (after start-up has migrated the database), so
 * tests that only inject never run them; they stop when the server closes.
 */
function startJobsOnListen(app: Awaited<ReturnType<typeof Fastify>>) {
  const minutes = app.config.approvalReminderCheckMinutes;
  if (minutes === 0) return;
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onListen', async () => {
    stop = scheduleApprovalReminders(app.db, {
      intervalMs: minutes * 60_000,
      log: app.log,
      portalTimeZone: app.config.portalTimeZone,
      countEarlierWaits: app.config.approvalRemindersCountEarlierWaits,
    });
  });
  app.addHook('onClose', async () => stop?.());
}

export type App = Awaited<ReturnType<typeof buildApp>>;
