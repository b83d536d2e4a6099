import { randomBytes } from 'node:crypto';
import { extensionOf } from '@portico/domain/requests/attachment-rules';

export const MAX_FILE_NAME_LENGTH = 255;

// C0/C1 control characters, and the invisible direction marks and overrides that can make
// "invoice‮fdp.exe" read as "invoiceexe.pdf" in a list.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name an attachment is shown and downloaded with: the uploaded name without any folder
 * part, control characters or direction overrides, at most 255 characters (cut from the end of
 * the name so the extension survives). It is only ever displayed, never used as a path.
 */
export function sanitiseFileName(uploaded: string): string {
  const withoutFolders = uploaded.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const name = withoutFolders.replace(CONTROL, '').replace(DIRECTION_MARKS, '').trim();
  const characters = [...name];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = extensionOf(name);
  if (!extension || extension.length >= MAX_FILE_NAME_LENGTH - 1) {
    return characters.slice(0, MAX_FILE_NAME_LENGTH).join('');
  }
  const stem = characters.slice(0, characters.length - extension.length - 1);
  return `${stem
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1)
    .join('')
    .trimEnd()}.${extension}`;
}

/** A random storage key: 256 bits, URL-safe, unrelated to anything the uploader sent. */
export function newStorageKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * `Content-Disposition` with the name encoded as RFC 6266 / RFC 5987 ask: an ASCII-only
 * `filename` for old clients (anything else replaced by '_', so no quote or backslash can break
 * out of it) and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987's attr-char does not allow.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
