import { VIDEO_FRAME_ORIGINS } from '@portico/domain/library/video-embed';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

interface SecurityHeaderOptions {
  /** Over https the browser is told to stay on https (HSTS, upgrade-insecure-requests). */
  https: boolean;
}

/** What the pages may load: our own origin, the inline styles Mantine sets, the video players. */
function contentSecurityPolicy({ https }: SecurityHeaderOptions) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets CSS variables through style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // Training videos play in YouTube's and Vimeo's embed players, and nowhere else.
      frameSrc: ["'self'", ...VIDEO_FRAME_ORIGINS],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Nothing on the portal sets a <base>; none may be injected to re-point relative URLs.
      baseUri: ["'none'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  };
}

/**
 * Powerful browser features the portal never uses, refused for it and every frame in it (the
 * video players included): a script that got in could not reach the camera or the location.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's security headers on every answer, its middleware built once at start-up. (The
 * Fastify wrapper builds it again for each request, parsing the policy every time: a tenth of
 * the CPU a small answer such as `/api/me` costs.)
 */
const securityHeadersPlugin: FastifyPluginAsync<SecurityHeaderOptions> = async (app, options) => {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options),
    strictTransportSecurity: options.https,
    // Says what frame-ancestors 'none' says, to browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
