import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { updateEmployeePhoto } from './sign-in-queries';

const GRAPH_PHOTO_URL = 'https://graph.microsoft.com/v1.0/me/photo/$value';
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
const TIMEOUT_MS = 5_000;

/** Microsoft Entra ID, whose access tokens (scope User.Read) can read the person's Graph photo. */
export function isMicrosoftEntraIssuer(issuer: URL): boolean {
  return issuer.hostname === 'login.microsoftonline.com';
}

/** Graph needs User.Read in the token; added to the configured scopes when missing. */
export function withGraphPhotoScope(scopes: string): string {
  const list = scopes.split(/\s+/).filter(Boolean);
  return list.some((scope) => scope.toLowerCase() === 'user.read')
    ? list.join(' ')
    : [...list, 'User.Read'].join(' ');
}

/**
 * Spec §1: the profile photo is read from the identity provider at sign-in. Best effort: it
 * runs after the session exists, and any failure (no photo, Graph down, odd content) is only
 * logged — a photo never decides whether someone can sign in.
 */
export function createGraphPhotoRefresher(db: Db, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch) {
  async function refresh(employeeId: string, accessToken: string) {
    const response = await fetchImpl(GRAPH_PHOTO_URL, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return; // the person has no photo
    if (!response.ok) throw new Error(`Graph answered ${response.status}`);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!PHOTO_TYPES.has(contentType)) throw new Error(`unexpected photo type ${contentType || 'none'}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_PHOTO_BYTES) {
      throw new Error(`photo of ${bytes.byteLength} bytes refused`);
    }
    await updateEmployeePhoto(db, employeeId, { bytes, contentType });
  }

  /** Never rejects; the promise only tells tests when the work is done. */
  return (employeeId: string, accessToken: string): Promise<void> =>
    refresh(employeeId, accessToken).catch((error: unknown) => {
      log.warn({ err: error, employeeId }, 'could not read the profile photo from Microsoft Graph');
    });
}
