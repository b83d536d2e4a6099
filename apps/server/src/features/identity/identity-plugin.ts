import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addAccessHook } from './access-hook';
import { IdentityCache } from './identity-cache';
import { authRoutes } from './auth-routes';
import { mountDevIdentityProvider } from './dev-identity-provider-mount';
import { inProcessFetch } from './in-process-fetch';
import { meRoutes } from './me-routes';
import {
  createGraphPhotoRefresher,
  isMicrosoftEntraIssuer,
  withGraphPhotoScope,
} from './microsoft-graph-photo';
import { createOidcClient, isLoopbackUrl, type OidcClientSettings } from './oidc-client';
import { isSessionLive } from './session-service';

/**
 * Identity for the whole server (DESIGN §4): who is calling (session cookie → request.viewer),
 * CSRF and deny-by-default access for every route, the sign-in/sign-out endpoints, GET
 * /api/me, and — outside production, when no provider is configured — the embedded
 * development identity provider at /oidc. Wrapped with fastify-plugin so its hooks apply to
 * every route registered after it.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('viewer', null);
    app.decorate('identityCache', new IdentityCache(app.changes));
    const limits = {
      idleMinutes: app.config.sessionIdleMinutes,
      absoluteHours: app.config.sessionAbsoluteHours,
    };
    app.decorate('sessionIsLive', (tokenHash: string) => isSessionLive(app.db, tokenHash, limits));

    const { settings, emailClaims, afterSignIn } = await relyingParty(app);
    const oidc = createOidcClient(settings);

    addAccessHook(app);
    await app.register(authRoutes, { oidc, emailClaims, ...(afterSignIn ? { afterSignIn } : {}) });
    await app.register(meRoutes, { prefix: '/api' });
  },
  { name: 'identity', dependencies: ['@fastify/cookie'] },
);

/** How the portal signs people in: the configured provider, or the embedded development one. */
async function relyingParty(app: FastifyInstance) {
  const { config } = app;
  const origin = config.publicUrl.origin;
  const common = { redirectUri: `${origin}/auth/callback`, postLogoutRedirectUri: `${origin}/login` };

  if (config.oidc) {
    const issuer = new URL(config.oidc.issuer);
    const entra = isMicrosoftEntraIssuer(issuer);
    const settings: OidcClientSettings = {
      ...common,
      issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      scopes: entra ? withGraphPhotoScope(config.oidc.scopes) : config.oidc.scopes,
      // A provider on this machine (e.g. a local Keycloak) may use http, never in production.
      allowHttp: config.env !== 'production' && isLoopbackUrl(issuer),
    };
    return {
      settings,
      emailClaims: config.oidc.emailClaims,
      afterSignIn: entra ? createGraphPhotoRefresher(app.db, app.log) : undefined,
    };
  }

  if (!config.devIdentityProvider) throw new Error('No identity provider is configured.');
  const dev = await mountDevIdentityProvider(app);
  const settings: OidcClientSettings = {
    ...common,
    issuer: dev.issuer,
    clientId: dev.clientId,
    clientSecret: dev.clientSecret,
    scopes: 'openid email profile',
    allowHttp: true,
    fetch: inProcessFetch(app, origin),
  };
  return { settings, emailClaims: ['email'], afterSignIn: undefined };
}
