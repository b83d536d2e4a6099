import type { FastifyInstance } from 'fastify';

/**
 * Just enough of a browser to walk the real sign-in: a cookie jar that honours Path and
 * expiry, manual redirects, and form posts. Requests to the portal's own origin go through
 * `app.inject`; any other origin (a stand-alone test provider) goes over the network.
 */

interface StoredCookie {
  value: string;
  path: string;
}

export interface BrowserResponse {
  status: number;
  url: URL;
  location: URL | undefined;
  headers: Headers;
  body: string;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
}

export const PORTAL_HEADERS = (origin: string) => ({ 'x-requested-with': 'portico', origin });

export class TestBrowser {
  /** origin → "name;path" → cookie */
  private readonly jar = new Map<string, Map<string, StoredCookie & { name: string }>>();

  constructor(
    private readonly app: FastifyInstance,
    readonly portalOrigin: string,
  ) {}

  get(url: string | URL, headers: Record<string, string> = {}) {
    return this.request(url, { method: 'GET', headers });
  }

  /** A state-changing call as the portal's web app makes it (CSRF header and same Origin). */
  portalCall(method: string, path: string, json?: unknown) {
    return this.request(path, {
      method,
      headers: PORTAL_HEADERS(this.portalOrigin),
      ...(json === undefined ? {} : { json }),
    });
  }

  async request(url: string | URL, init: RequestInit = {}): Promise<BrowserResponse> {
    const target = new URL(url, this.portalOrigin);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? 'GET';

    let status: number;
    let responseHeaders: Headers;
    let text: string;
    if (target.origin === this.portalOrigin) {
      const response = await this.app.inject({
        method: method as 'GET',
        url: `${target.pathname}${target.search}`,
        headers: { ...headers, host: target.host },
        ...(body === undefined ? {} : { payload: body }),
      });
      status = response.statusCode;
      responseHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item !== undefined) responseHeaders.append(name, String(item));
        }
      }
      text = response.body;
    } else {
      const response = await fetch(target, { method, headers, body: body ?? null, redirect: 'manual' });
      status = response.status;
      responseHeaders = response.headers;
      text = await response.text();
    }

    for (const setCookie of responseHeaders.getSetCookie()) this.store(target, setCookie);
    const location = responseHeaders.get('location');
    return {
      status,
      url: target,
      location: location ? new URL(location, target) : undefined,
      headers: responseHeaders,
      body: text,
    };
  }

  /** Follows redirects (as GETs) until `stop` says so or a page is reached. */
  async follow(response: BrowserResponse, stop: (location: URL) => boolean = () => false, maxHops = 15) {
    let current = response;
    for (let hop = 0; hop < maxHops; hop++) {
      if (!current.location || current.status < 300 || current.status >= 400) return current;
      if (stop(current.location)) return current;
      current = await this.get(current.location);
    }
    throw new Error('Too many redirects');
  }

  cookie(name: string, origin = this.portalOrigin): StoredCookie | undefined {
    return [...(this.jar.get(origin)?.values() ?? [])].find((cookie) => cookie.name === name);
  }

  setCookie(name: string, value: string, path = '/', origin = this.portalOrigin) {
    const cookies = this.jar.get(origin) ?? new Map();
    cookies.set(`${name};${path}`, { name, value, path });
    this.jar.set(origin, cookies);
  }

  deleteCookie(name: string, origin = this.portalOrigin) {
    const cookies = this.jar.get(origin);
    for (const [key, cookie] of cookies ?? []) if (cookie.name === name) cookies!.delete(key);
  }

  private cookieHeader(target: URL): string {
    const cookies = [...(this.jar.get(target.origin)?.values() ?? [])].filter((cookie) =>
      pathMatches(target.pathname, cookie.path),
    );
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  private store(target: URL, header: string) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let path = '/';
    let expired = false;
    for (const attribute of attributes) {
      const [key = '', attributeValue = ''] = attribute.split('=');
      const lower = key.toLowerCase();
      if (lower === 'path') path = attributeValue || '/';
      if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const cookies = this.jar.get(target.origin) ?? new Map();
    if (expired || value === '') cookies.delete(`${name};${path}`);
    else cookies.set(`${name};${path}`, { name, value, path });
    this.jar.set(target.origin, cookies);
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath || cookiePath === '/') return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}

/** The action of the first form on a page, resolved against the page's URL. */
export function formAction(page: BrowserResponse): URL {
  const match = /<form[^>]*\saction="([^"]+)"/.exec(page.body);
  if (!match) throw new Error(`No form on ${page.url.href}: ${page.body.slice(0, 300)}`);
  return new URL(match[1]!.replaceAll('&amp;', '&'), page.url);
}
