import type { FastifyReply } from 'fastify';
import { contentDisposition } from './attachment-file';

/**
 * Served attachments are never rendered as part of the portal: the sandbox gives a PDF opened
 * inline an opaque origin with no scripts, forms or plugins of its own, `default-src 'none'`
 * lets it load nothing, and only the portal itself may frame it. Chromium's built-in PDF
 * viewer still renders under this policy (checked with Chromium 156; see
 * docs/requests-desk-and-attachments.md).
 */
export const ATTACHMENT_CSP = "sandbox; default-src 'none'; object-src 'none'; frame-ancestors 'self'";

/** What a download needs to know of a stored file. */
export interface ServedFile {
  name: string;
  contentType: string;
}

/**
 * Sends a stored file the one way every attachment is served (DESIGN §10): as a download, or
 * inline when asked for and it is a PDF, with the sandboxing CSP, `nosniff` and no caching.
 */
export function sendAttachment(reply: FastifyReply, file: ServedFile, bytes: Uint8Array, inline: boolean) {
  const asInline = inline && file.contentType === 'application/pdf';
  return reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(asInline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', ATTACHMENT_CSP)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
