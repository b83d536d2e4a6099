import { createHash, randomBytes } from 'node:crypto';

/**
 * A session token is 32 random bytes (256 bits), sent to the browser base64url-encoded. The
 * database keeps only its SHA-256, so a leaked sessions table cannot be replayed as cookies.
 */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything else in the cookie is refused before it reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedSessionToken(token: string | undefined): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}
