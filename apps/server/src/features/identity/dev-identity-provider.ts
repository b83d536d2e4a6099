import { generateKeyPair, randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientMetadata, Configuration, JWK, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { createMemoryAdapterFactory } from './dev-provider-memory-adapter';
import { devInteractions } from './dev-interactions';
import { textsIn } from '../../lib/texts';
import {
  pageLanguage,
  renderLogoutPage,
  renderProviderErrorPage,
  renderSignedOutPage,
} from './dev-sign-in-page';

export interface DevIdentityProviderOptions {
  /** e.g. http://localhost:3000/oidc — the path is where the provider is mounted. */
  issuer: string;
  clients: ClientMetadata[];
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
  directoryName: string;
  /** The portal's sign-in page, linked from the provider's error and signed-out pages. */
  loginUrl: string;
  log: FastifyBaseLogger;
  /**
   * Whether the ID token itself carries email and name (the default, sparing the portal a
   * UserInfo call). False behaves like strictly conforming providers, which put scope claims
   * only in UserInfo.
   */
  claimsInIdToken?: boolean;
}

const MINUTE = 60;

/**
 * The DEVELOPMENT identity provider (DESIGN §4.5): a real OpenID Connect provider
 * (oidc-provider) that signs in any email address without a password. Never for production;
 * the identity plugin refuses to create it there.
 *
 * - Every authorization shows the Email page, even with a provider session, so after logging
 *   out of the portal one can sign in as somebody else.
 * - Its first-party clients are never asked for consent.
 * - Signing keys are generated at start and kept in memory, as is all other state.
 */
export async function createDevIdentityProvider(options: DevIdentityProviderOptions): Promise<Provider> {
  const { Provider, interactionPolicy, errors } = await importOidcProvider(options.log);
  const mountPath = new URL(options.issuer).pathname.replace(/\/$/, '');
  const cookiePath = mountPath || '/';

  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check(
        'development_sign_in_every_time',
        'the development sign-in asks for an address on every authorization',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: options.clients,
    jwks: { keys: [await generateSigningKey()] },
    cookies: {
      keys: options.cookieKeys,
      names: { session: 'dev_idp_session', interaction: 'dev_idp_interaction', resume: 'dev_idp_resume' },
      long: { path: cookiePath, httpOnly: true, sameSite: 'lax' },
      short: { path: cookiePath, httpOnly: true, sameSite: 'lax' },
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => devAccountClaims(sub) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    conformIdTokenClaims: options.claimsInIdToken === false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({
            language: pageLanguage(ctx, ctx.oidc.params?.ui_locales),
            directoryName: options.directoryName,
            form,
          });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage({
            language: pageLanguage(ctx, ctx.oidc.params?.ui_locales),
            directoryName: options.directoryName,
            loginUrl: options.loginUrl,
          });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
      policy,
    },
    loadExistingGrant: grantForFirstPartyClient,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const language = pageLanguage(ctx, ctx.oidc?.params?.ui_locales);
      ctx.body = renderProviderErrorPage({
        language,
        directoryName: options.directoryName,
        loginUrl: options.loginUrl,
        // The provider's own descriptions are English (oidc-provider writes them).
        message: String(
          out.error_description ??
            out.error ??
            textsIn(language)._(
              /*i18n*/ { id: 'devSignInProblem.unknown', message: 'Something went wrong.' },
            ),
        ),
      });
    },
    ttl: {
      AuthorizationCode: MINUTE,
      AccessToken: 10 * MINUTE,
      IdToken: 10 * MINUTE,
      Interaction: 10 * MINUTE,
      Session: 60 * MINUTE,
      Grant: 60 * MINUTE,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.use(
    devInteractions(provider, {
      mountPath,
      directoryName: options.directoryName,
      loginUrl: options.loginUrl,
      SessionNotFound: errors.SessionNotFound,
    }),
  );
  // Koa prints unhandled errors to stderr unless someone listens; route them to the app's log.
  const log = options.log;
  (provider as unknown as EventEmitter).on('error', (error: Error) =>
    log.error({ err: error }, 'development identity provider failed'),
  );
  provider.on('server_error', (_ctx, error) =>
    log.error({ err: error }, 'development identity provider failed'),
  );
  provider.on('authorization.error', (_ctx, error) => log.info({ err: error }, 'authorization refused'));
  provider.on('grant.error', (_ctx, error) => log.info({ err: error }, 'token request refused'));
  provider.on('end_session.error', (_ctx, error) => log.info({ err: error }, 'logout request refused'));
  return provider;
}

/** name.surname@example.com → "Name Surname": enough for a development identity. */
export function devAccountClaims(accountId: string) {
  const localPart = accountId.split('@')[0] ?? accountId;
  const name = localPart
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { sub: accountId, email: accountId, email_verified: true, name: name || accountId };
}

/**
 * The provider's clients are all the portal itself (first party), so what they ask for is
 * granted without a consent screen. An earlier grant is reused only for the same person.
 */
async function grantForFirstPartyClient(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const accountId = oidc.session!.accountId!;
  const existingId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
  if (existingId) {
    const existing = await oidc.provider.Grant.find(existingId);
    if (existing && existing.accountId === accountId && existing.clientId === clientId) return existing;
  }
  const grant = new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  const claims = [...oidc.requestParamClaims];
  if (claims.length) grant.addOIDCClaims(claims);
  await grant.save();
  return grant;
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/**
 * oidc-provider is loaded only when the development provider is wanted, so production never
 * loads it. On Node 20 it prints that it prefers Node 22; the project supports Node 20.19+
 * (DESIGN §3), so that one notice goes to the debug log instead of stderr.
 */
async function importOidcProvider(log: FastifyBaseLogger) {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) {
      log.debug(args[0]);
      return;
    }
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
