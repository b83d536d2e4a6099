import { describe, expect, it } from 'vitest';
import { idTokenKey, openIdToken, sealIdToken } from './id-token-seal';

const key = idTokenKey('a-session-secret-of-at-least-32-characters');
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImRyZXdAZXhhbXBsZS5jb20ifQ.c2lnbmF0dXJl';

/** The sealed text with one bit of its ciphertext flipped (the text's last character may be padding). */
function withAByteFlipped(sealed: string) {
  const [version, iv, ciphertext, tag] = sealed.split('.');
  const bytes = Buffer.from(ciphertext!, 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return [version, iv, bytes.toString('base64url'), tag].join('.');
}

describe('the ID token at rest', () => {
  it('is stored sealed, never in clear, and opens with the same secret', () => {
    const sealed = sealIdToken(key, TOKEN);
    expect(sealed).not.toContain('eyJ');
    expect(sealed).toMatch(/^v1\./);
    expect(sealIdToken(key, TOKEN)).not.toBe(sealed);
    expect(openIdToken(key, sealed)).toBe(TOKEN);
  });

  it.each([
    [
      'another secret',
      (sealed: string) => ({ key: idTokenKey('another-secret-of-at-least-32-characters'), sealed }),
    ],
    ['a changed byte', (sealed: string) => ({ key, sealed: withAByteFlipped(sealed) })],
    ['a token stored in clear (before sealing)', () => ({ key, sealed: TOKEN })],
    ['nothing', () => ({ key, sealed: '' })],
  ])('does not open with %s', (_case, change) => {
    const { key: used, sealed } = change(sealIdToken(key, TOKEN));
    expect(openIdToken(used, sealed)).toBeNull();
  });
});
