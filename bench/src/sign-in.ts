/**
 * Signs a persona in through the real OpenID Connect flow, as a browser without scripts would:
 * /auth/login → the development identity provider's Email page → its form → the callback,
 * following every redirect by hand and keeping the cookies each step sets. What comes back is
 * the portal's own session cookie, the one a browser would hold.
 */
import { PERSONA_EMAILS, PERSONA_KEYS, type PersonaKey } from './personas';

export type Sessions = Record<PersonaKey, string>;

const SESSION_COOKIE = 'portico_session';
const MAX_STEPS = 20;

class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** The interaction form's action, read from the provider's HTML page. */
function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+\/login)"/.exec(html);
  if (!match?.[1]) throw new Error('The identity provider page has no sign-in form');
  return match[1].replaceAll('&amp;', '&');
}

/** The portal's session cookie, and how many requests the flow took to get it. */
export async function signInCounted(
  origin: string,
  email: string,
): Promise<{ cookie: string; requests: number }> {
  const jar = new CookieJar();
  let url = new URL('/auth/login?next=/', origin);
  let method = 'GET';
  let body: string | undefined;
  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
      },
      ...(body ? { body } : {}),
    });
    jar.take(response);
    const session = jar.get(SESSION_COOKIE);
    if (session) return { cookie: `${SESSION_COOKIE}=${session}`, requests: step + 1 };
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      await response.arrayBuffer();
      continue;
    }
    const html = await response.text();
    if (!response.ok || !url.pathname.includes('/interaction/')) {
      throw new Error(`Signing in ${email} stopped at ${url.pathname} with ${response.status}`);
    }
    url = new URL(formAction(html), url);
    method = 'POST';
    body = new URLSearchParams({ email }).toString();
  }
  throw new Error(`Signing in ${email} took more than ${MAX_STEPS} steps`);
}

export async function signIn(origin: string, email: string): Promise<string> {
  return (await signInCounted(origin, email)).cookie;
}

/** A real session for every persona. */
export async function signInPersonas(origin: string): Promise<Sessions> {
  const sessions = {} as Sessions;
  for (const persona of PERSONA_KEYS) sessions[persona] = await signIn(origin, PERSONA_EMAILS[persona]);
  return sessions;
}
