import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for openid-client that reaches the embedded development provider through
 * `app.inject` instead of the network. The provider lives in this very server, so:
 * - it works before the server listens, and in tests that never listen;
 * - it works when the public URL is not reachable from inside (containers, proxies);
 * - nothing leaves the process.
 * Only the portal's own origin is served this way; anything else is refused.
 */
export function inProcessFetch(app: FastifyInstance, origin: string): CustomFetch {
  return async (url: string, options: CustomFetchOptions) => {
    const target = new URL(url);
    if (target.origin !== origin) {
      throw new TypeError(`The embedded provider lives at ${origin}; refusing to fetch ${target.origin}`);
    }
    const response = await app.inject({
      method: options.method as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      ...(options.body == null ? {} : { payload: await bodyOf(options.body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload;
    return new Response(body, { status: response.statusCode, headers });
  };
}

async function bodyOf(body: NonNullable<CustomFetchOptions['body']>): Promise<string | Buffer> {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}
