import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecret } from '../../lib/derived-secret';

/**
 * The ID token a session was opened with is kept only to end the provider's session at logout
 * (its `id_token_hint`), and it names the person: it is stored sealed (AES-256-GCM with a key
 * derived from SESSION_SECRET), so a copy of the database or a backup does not hold it in
 * clear. A value that cannot be opened (another secret, a changed row) is no hint: the
 * provider's logout then asks the person itself.
 */
const VERSION = 'v1';

export const idTokenKey = (sessionSecret: string) =>
  Buffer.from(deriveSecret(sessionSecret, 'id token at rest'), 'base64url');

export function sealIdToken(key: Buffer, idToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(idToken, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openIdToken(key: Buffer, stored: string | null): string | null {
  if (!stored) return null;
  const [version, iv, sealed, tag, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !sealed || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
