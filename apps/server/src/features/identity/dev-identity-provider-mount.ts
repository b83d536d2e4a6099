import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyMiddie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { deriveSecret } from '../../lib/derived-secret';
import { DEV_PROVIDER_PATH } from '../../lib/request-paths';
import { createDevIdentityProvider } from './dev-identity-provider';

export const DEV_CLIENT_ID = 'portico-dev';

/**
 * Mounts the development identity provider at /oidc in this server (oidc-provider's documented
 * way for Fastify: @fastify/middie) and returns what the portal needs to use it as a client.
 * Refuses to run in production whatever the configuration says (the config loader refuses it
 * too; this is the second lock).
 */
export async function mountDevIdentityProvider(app: FastifyInstance) {
  const { config } = app;
  if (config.env === 'production') {
    throw new Error('The development identity provider signs anyone in and is refused in production.');
  }
  const origin = config.publicUrl.origin;
  const issuer = `${origin}${DEV_PROVIDER_PATH}`;
  const clientSecret = deriveSecret(config.sessionSecret, 'development identity provider client');

  const provider = await createDevIdentityProvider({
    issuer,
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/auth/callback`],
        post_logout_redirect_uris: [`${origin}/login`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    cookieKeys: [deriveSecret(config.sessionSecret, 'development identity provider cookies')],
    directoryName: config.directoryName,
    loginUrl: `${origin}/login`,
    log: app.log.child({ component: 'development-identity-provider' }),
  });

  // The provider builds its URLs from the request. Whatever Host or scheme a request arrives
  // with (a proxy, a container port, app.inject), it describes itself at the public URL, which
  // is also its issuer — so its metadata, redirects and cookie flags always agree.
  provider.proxy = true;
  const forwardedProto = config.publicUrl.protocol.replace(':', '');
  const handle = provider.callback();

  await app.register(fastifyMiddie);
  app.use(DEV_PROVIDER_PATH, (req: IncomingMessage & { ip?: string }, res: ServerResponse) => {
    req.headers['x-forwarded-host'] = config.publicUrl.host;
    req.headers['x-forwarded-proto'] = forwardedProto;
    // middie copies Fastify's idea of the client address (which honours TRUST_PROXY) onto req.
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    void handle(req, res);
  });

  app.log.info(
    { issuer },
    'development identity provider mounted (signs in any address; not for production)',
  );
  return { issuer: new URL(issuer), clientId: DEV_CLIENT_ID, clientSecret };
}
