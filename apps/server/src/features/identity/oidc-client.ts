import type { Language } from '@portico/domain/language/languages';
import * as client from 'openid-client';

export interface OidcClientSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Where the provider sends the browser back to: the portal's /auth/callback. */
  redirectUri: string;
  /** Where the provider's logout sends the browser afterwards: the portal's /login. */
  postLogoutRedirectUri: string;
  /** Plain http is accepted only for the embedded provider and loopback development issuers. */
  allowHttp: boolean;
  /** Replaces the global fetch, e.g. to reach the embedded provider in-process. */
  fetch?: client.CustomFetch;
}

export interface AuthorizationRequest {
  url: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The portal as an OpenID Connect relying party (openid-client does all the protocol work).
 * The provider's metadata is discovered on first use, not at start-up: the embedded provider
 * lives in this same server, and a remote one may be briefly unreachable. A successful
 * discovery is cached; a failed one is forgotten so the next sign-in tries again.
 */
export function createOidcClient(settings: OidcClientSettings) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover(settings).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  }

  return {
    configuration,

    /**
     * Authorization code flow with PKCE (S256), state and nonce; `ui_locales` asks the provider
     * for its pages in the person's language (Entra ID and the development provider honour it).
     */
    async authorizationRequest(language?: Language): Promise<AuthorizationRequest> {
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(language ? { ui_locales: language } : {}),
      });
      return { url, codeVerifier, state, nonce };
    },

    /**
     * Checks the provider's answer and redeems the code. openid-client verifies state, the
     * issuer, the ID token's signature, audience, expiry and nonce, and sends the PKCE verifier.
     */
    async redeemCode(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        pkceCodeVerifier: expected.codeVerifier,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('The provider returned no ID token');
      return { claims, idToken: tokens.id_token, accessToken: tokens.access_token };
    },

    async userInfo(accessToken: string, subject: string) {
      return client.fetchUserInfo(await configuration(), accessToken, subject);
    },

    /** RP-initiated logout, when the provider offers it; undefined otherwise. */
    async endSessionUrl(idToken: string): Promise<string | undefined> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return undefined;
      return client
        .buildEndSessionUrl(config, {
          id_token_hint: idToken,
          post_logout_redirect_uri: settings.postLogoutRedirectUri,
        })
        .toString();
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;

async function discover(settings: OidcClientSettings): Promise<client.Configuration> {
  const execute =
    settings.allowHttp && settings.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  return client.discovery(
    settings.issuer,
    settings.clientId,
    { client_secret: settings.clientSecret },
    clientSecretAuthentication(settings.clientSecret),
    {
      execute,
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(settings.fetch ? { [client.customFetch]: settings.fetch } : {}),
    },
  );
}

/**
 * Client secret in the Authorization header when the provider accepts it (the OAuth default),
 * in the form body otherwise — decided from the provider's own metadata.
 */
function clientSecretAuthentication(secret: string): client.ClientAuth {
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const supported = as.token_endpoint_auth_methods_supported;
    const authenticate = !supported || supported.includes('client_secret_basic') ? basic : post;
    authenticate(as, metadata, body, headers);
  };
}

/** True for issuers on this machine, where a development provider may speak plain http. */
export function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
