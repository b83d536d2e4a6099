import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { Provider } from 'oidc-provider';

/**
 * An OpenID Connect provider that is not the portal's: its own process, on its own origin
 * (https on 127.0.0.1, where the portal is on localhost), with a confidential client and
 * oidc-provider's stock sign-in and consent pages, which take any login as the email address.
 * It stands for Entra ID or Keycloak in external-provider.spec.ts. Configured by the
 * environment: PROVIDER_PORT, PROVIDER_CERT and PROVIDER_KEY (PEM files), PORTAL_URL,
 * CLIENT_ID, CLIENT_SECRET. Writes "listening" on stdout when it answers.
 */
const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const port = Number(env('PROVIDER_PORT'));
const portal = env('PORTAL_URL');
const issuer = `https://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env('CLIENT_ID'),
      client_secret: env('CLIENT_SECRET'),
      redirect_uris: [`${portal}/auth/callback`],
      post_logout_redirect_uris: [`${portal}/login`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // Strictly conforming: the email and name come from UserInfo, not the ID token.
  findAccount: (_ctx, login) => ({
    accountId: login,
    claims: () => ({ sub: login, email: login, email_verified: true, name: login.split('@')[0] }),
  }),
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  cookies: { keys: ['standalone-provider-cookie-key'] },
});
provider.proxy = false;

createServer(
  { cert: readFileSync(env('PROVIDER_CERT')), key: readFileSync(env('PROVIDER_KEY')) },
  provider.callback(),
).listen(port, '127.0.0.1', () => console.log('listening'));
