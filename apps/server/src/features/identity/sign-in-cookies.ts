import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cookiesAreSecure, type Config } from '../../config';

/**
 * Two short-lived, signed cookies scoped to /auth. Signing (HMAC with the session secret) means
 * the browser can carry them but not change them.
 *
 * - `portico_auth` holds what the callback must check (PKCE verifier, state, nonce) and where
 *   to go afterwards, for the ten minutes a sign-in may take.
 * - `portico_idp_logout` holds the ID token of someone the provider knows but the portal does
 *   not, so the unknown-user page's Logout can still end the provider's session.
 */
export const AUTH_COOKIE = 'portico_auth';
export const PROVIDER_LOGOUT_COOKIE = 'portico_idp_logout';

export const SIGN_IN_WINDOW_SECONDS = 10 * 60;

const authCookieSchema = z.object({
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  next: z.string(),
  issuedAt: z.number().int(),
});
export type PendingSignIn = z.infer<typeof authCookieSchema>;

function shortCookieOptions(config: Config): CookieSerializeOptions {
  return {
    path: '/auth',
    httpOnly: true,
    // Lax: the provider sends the browser back to /auth/callback with a top-level GET.
    sameSite: 'lax',
    secure: cookiesAreSecure(config),
    signed: true,
  };
}

export function setPendingSignIn(reply: FastifyReply, config: Config, pending: PendingSignIn) {
  reply.setCookie(AUTH_COOKIE, JSON.stringify(pending), {
    ...shortCookieOptions(config),
    maxAge: SIGN_IN_WINDOW_SECONDS,
  });
}

export type PendingSignInRead =
  | { ok: true; pending: PendingSignIn }
  | { ok: false; problem: 'missing' | 'badly signed' | 'malformed' | 'expired' };

/** The sign-in under way, or why there is none usable (for the log). */
export function readPendingSignIn(request: FastifyRequest, now = Date.now()): PendingSignInRead {
  const raw = request.cookies[AUTH_COOKIE];
  if (!raw) return { ok: false, problem: 'missing' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return { ok: false, problem: 'badly signed' };
  const parsed = authCookieSchema.safeParse(safeJson(unsigned.value));
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const age = now - parsed.data.issuedAt;
  if (age < 0 || age > SIGN_IN_WINDOW_SECONDS * 1000) return { ok: false, problem: 'expired' };
  return { ok: true, pending: parsed.data };
}

export function clearPendingSignIn(reply: FastifyReply, config: Config) {
  reply.clearCookie(AUTH_COOKIE, shortCookieOptions(config));
}

export function setProviderLogoutToken(reply: FastifyReply, config: Config, idToken: string) {
  reply.setCookie(PROVIDER_LOGOUT_COOKIE, idToken, {
    ...shortCookieOptions(config),
    maxAge: SIGN_IN_WINDOW_SECONDS,
  });
}

export function readProviderLogoutToken(request: FastifyRequest): string | undefined {
  return readSigned(request, PROVIDER_LOGOUT_COOKIE);
}

export function clearProviderLogoutToken(reply: FastifyReply, config: Config) {
  reply.clearCookie(PROVIDER_LOGOUT_COOKIE, shortCookieOptions(config));
}

function readSigned(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
