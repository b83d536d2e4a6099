import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { problemBody, sendProblem } from '../../lib/problem';
import { isApiRequest, isSignInRequest } from '../../lib/request-paths';
import { webDistFolder } from '../../paths';

/**
 * Whether a request that matched nothing is someone opening a page: a browser's navigation asks
 * for text/html, a bare client for anything (or says nothing). A monitoring scraper asking
 * `/metrics` for its own formats gets a 404, not the web app's HTML with 200.
 */
function acceptsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.trim();
  return !accept || accept === '*/*' || accept.includes('text/html');
}

/**
 * Serves the built single-page app, as its brotli or gzip copy made at build time when the
 * browser accepts one: hashed assets cached for a year, index.html never cached,
 * and every other browser navigation answered with index.html so the client router decides.
 * API paths, and requests for something other than a page, that match nothing get a
 * problem+json 404 instead.
 */
export const webAppPlugin = fp<{ root?: string | undefined }>(async (app, options) => {
  const root = options.root ?? webDistFolder;
  const hasWebApp = existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(root, 'assets')}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isEndpoint = isApiRequest(request) || isSignInRequest(request);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isEndpoint && acceptsPage(request);
    if (wantsPage && hasWebApp) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendProblem(
      reply,
      problemBody(404, `No route for ${request.method} ${request.url.split('?')[0]}.`),
    );
  });
});
