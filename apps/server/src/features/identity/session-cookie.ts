import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesAreSecure, type Config } from '../../config';

export const SESSION_COOKIE = 'portico_session';

/**
 * HttpOnly so scripts never see it, SameSite=Lax so other sites cannot send it with their
 * forms, Secure whenever the portal is served over https.
 */
function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: cookiesAreSecure(config) };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * A browser-session cookie unless SESSION_PERSISTENT: closing the browser forgets it, so a
 * shared computer does not keep the last person signed in. The server's idle and absolute
 * limits apply either way; the session row, not the cookie, decides whether it is still valid.
 */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  const options = sessionCookieOptions(config);
  if (!config.sessionPersistent) return reply.setCookie(SESSION_COOKIE, token, options);
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}
