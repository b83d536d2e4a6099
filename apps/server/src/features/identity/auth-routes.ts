import { LANGUAGES } from '@portico/domain/language/languages';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcClient } from './oidc-client';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { idTokenKey, openIdToken } from './id-token-seal';
import { endSession } from './session-service';
import {
  clearPendingSignIn,
  clearProviderLogoutToken,
  readPendingSignIn,
  readProviderLogoutToken,
  setPendingSignIn,
  setProviderLogoutToken,
} from './sign-in-cookies';
import { classifySignInFailure } from './sign-in-failures';
import { beginSignIn, completeSignIn, type SignInDependencies, type SignInOutcome } from './sign-in-service';

export interface AuthRoutesOptions {
  oidc: OidcClient;
  emailClaims: readonly string[];
  afterSignIn?: SignInDependencies['afterSignIn'];
}

// Query values the browser brings back from elsewhere are never a reason for an error page:
// anything malformed is dropped here and the flow decides (redirecting with a code).
const optionalText = z.string().max(4096).optional().catch(undefined);

const loginQuery = z.object({
  next: optionalText.describe('Where to go after signing in: a path on this site, else /'),
  language: z
    .enum(LANGUAGES)
    .optional()
    .catch(undefined)
    .describe("The reader's language, for the identity provider's pages (ui_locales)"),
});
const callbackQuery = z.object({
  code: optionalText,
  state: optionalText,
  iss: optionalText,
  error: optionalText,
  error_description: optionalText,
});
const redirectResponse = z.null().describe('Redirect (see the Location header)');
const logoutResponse = z.object({
  redirectTo: z.string().describe("Where the browser goes next: the provider's logout, or /login"),
});

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The sign-in and sign-out endpoints (DESIGN §4). All public: they are how one gets a session. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { config, db } = app;
  const signIn: SignInDependencies = {
    db,
    oidc: options.oidc,
    emailClaims: options.emailClaims,
    limits: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    idTokenKey: idTokenKey(config.sessionSecret),
    ...(options.afterSignIn ? { afterSignIn: options.afterSignIn } : {}),
  };

  app.get(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Start signing in: redirects to the identity provider',
        security: [],
        querystring: loginQuery,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        const { redirectTo, pending } = await beginSignIn(
          options.oidc,
          request.query.next,
          request.query.language,
        );
        setPendingSignIn(reply, config, pending);
        return reply.redirect(redirectTo, 302);
      } catch (error) {
        const failure = classifySignInFailure(error);
        request.log.warn({ code: failure.code, reason: failure.reason }, 'sign-in could not start');
        return reply.redirect(`/login?error=${failure.code}`, 302);
      }
    },
  );

  app.get(
    '/auth/callback',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: "The identity provider's answer: opens a session, or explains why not",
        security: [],
        querystring: callbackQuery,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const read = readPendingSignIn(request);
      clearPendingSignIn(reply, config);
      // The URL as the provider was told it, not as the Host header claims.
      const callbackUrl = new URL(request.url, config.publicUrl.origin);
      const outcome: SignInOutcome = read.ok
        ? await completeSignIn(signIn, callbackUrl, read.pending)
        : { kind: 'failed', failure: { code: 'state_mismatch', reason: `sign-in cookie ${read.problem}` } };

      if (outcome.kind === 'failed') {
        request.log.warn({ code: outcome.failure.code, reason: outcome.failure.reason }, 'sign-in refused');
        return reply.redirect(`/login?error=${outcome.failure.code}`, 302);
      }

      // Whoever was signed in before in this browser is not any more.
      await endSession(db, readSessionCookie(request), app.identityCache);

      if (outcome.kind === 'unknown-user') {
        if (outcome.boundElsewhere) {
          request.log.warn(
            { employeeId: outcome.boundElsewhere },
            'sign-in refused: another account of the provider signs in as the employee with this email',
          );
        } else {
          request.log.info({ email: outcome.email }, 'sign-in by someone who is not an active employee');
        }
        clearSessionCookie(reply, config);
        setProviderLogoutToken(reply, config, outcome.idToken);
        return reply.redirect('/unknown-user', 302);
      }

      request.log.info({ employeeId: outcome.employeeId }, 'signed in');
      setSessionCookie(reply, config, outcome.token, outcome.expiresAt);
      clearProviderLogoutToken(reply, config);
      return reply.redirect(`/dataloader?next=${encodeURIComponent(outcome.next)}`, 302);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: "Sign out: ends the session here and says where to end the provider's",
        security: [],
        response: { 200: logoutResponse, 403: problemSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { idToken: sessionIdToken } = await endSession(db, readSessionCookie(request), app.identityCache);
      const idToken = openIdToken(signIn.idTokenKey, sessionIdToken) ?? readProviderLogoutToken(request);
      clearSessionCookie(reply, config);
      clearProviderLogoutToken(reply, config);
      clearPendingSignIn(reply, config);

      let redirectTo = '/login';
      if (idToken) {
        try {
          redirectTo = (await options.oidc.endSessionUrl(idToken)) ?? redirectTo;
        } catch (error) {
          request.log.warn({ err: error }, "could not reach the provider's logout; signed out here only");
        }
      }
      return { redirectTo };
    },
  );
};
