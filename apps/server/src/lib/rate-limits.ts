import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './problem';
import { isApiRequest, isSignInRequest } from './request-paths';

/**
 * Room for one counter per person in a large organisation; the library's default (5,000)
 * would start forgetting busy people's counts in a 10,000-person portal.
 */
const API_COUNTERS = 20_000;

/** An address, with IPv6 reduced to its /64 as the library does, since one host owns a /64. */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Keys are prefixed per limiter so the two never share a counter, even in one shared store
 * (the library's Redis store files both limiters under the same namespace).
 */
const signInKey = (request: FastifyRequest) => `sign-in:${addressOf(request)}`;

/**
 * A signed-in person is one counter wherever they call from, so colleagues behind the same
 * address never use up each other's allowance; before sign-in all we know is the address.
 */
const apiKey = (request: FastifyRequest) =>
  request.viewer ? `api:person:${request.viewer.employeeId}` : `api:address:${addressOf(request)}`;

/**
 * Request rate limits (docs/decisions/010-rate-limits.md). Only two kinds of traffic count:
 * - sign-in (/auth and the embedded provider's /oidc), per address, with a ceiling
 *   (SIGN_IN_RATE_LIMIT_PER_MINUTE) that a building behind one address signing in at once
 *   stays under;
 * - the API (/api), per signed-in person, or per address before sign-in
 *   (RATE_LIMIT_PER_MINUTE). A route opts out with `config: { rateLimit: false }`.
 * Everything else — the page shell, static assets, health checks — is public and cacheable
 * and is never limited: counting it per address is what locked whole offices out of the
 * login page.
 *
 * Counters live in this process's memory; with several instances each keeps its own (see
 * docs/operations.md). Register before any route, so the route hook below reaches them all.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(fastifyRateLimit, {
      // Nothing is limited unless this plugin says so below.
      global: false,
      timeWindow: '1 minute',
      // Thrown, so the one error handler answers it as problem+json; the library has already
      // set Retry-After and the X-RateLimit-* headers on the reply.
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(429, `Too many requests. Try again in ${context.after}.`),
    });

    const limitSignIn = app.rateLimit({ max: config.signInRateLimitPerMinute, keyGenerator: signInKey });
    const limitApi = app.rateLimit({
      max: config.rateLimitPerMinute,
      keyGenerator: apiKey,
      cache: API_COUNTERS,
    });

    // An app-wide hook registered before the identity plugin: it runs ahead of the embedded
    // provider's middleware, which answers /oidc before any route hook would run.
    app.addHook('onRequest', async function (request: FastifyRequest, reply: FastifyReply) {
      if (isSignInRequest(request)) await limitSignIn.call(this, request, reply);
    });

    // API calls are counted in a route hook because route hooks run after every app-wide
    // one, including the identity hook that turns the session cookie into request.viewer.
    const limitApiCall: onRequestHookHandler = async function (request, reply) {
      if (!isApiRequest(request) || request.routeOptions.config.rateLimit === false) return;
      await limitApi.call(this, request, reply);
    };
    app.addHook('onRoute', (route) => {
      route.onRequest = [...[route.onRequest ?? []].flat(), limitApiCall];
    });
  },
  { name: 'rate-limits' },
);
