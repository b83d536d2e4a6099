import { createHmac } from 'node:crypto';

/** A secret for one purpose derived from the session secret, so no two uses share a key. */
export function deriveSecret(sessionSecret: string, purpose: string): string {
  return createHmac('sha256', sessionSecret).update(`portico:${purpose}`).digest('base64url');
}
