import { EMPTY_FILE, extensionOf, FILE_TOO_LARGE, MAX_ATTACHMENT_BYTES } from '../requests/attachment-rules';

/*
 * The Wall of Wow's picture: one image, of a kind every browser shows, no larger than any other
 * upload (15 MB, DESIGN §10). The server checks the extension and sniffs the content, as for
 * attachments; the browser checks first with the same rules.
 */

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export const MAX_IMAGE_BYTES = MAX_ATTACHMENT_BYTES;

export const INVALID_IMAGE = 'Invalid file, allowed extensions are: "jpg, jpeg, png, webp, gif"';

/** What each extension's content may sniff as, and the type we serve it with. */
export const IMAGE_SNIFFED_TYPES: Record<ImageExtension, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  gif: ['image/gif'],
};
export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The browser's check before uploading, in the server's order: extension, size, emptiness. */
export function imageProblem(file: { name: string; size: number }): string | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return INVALID_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}
