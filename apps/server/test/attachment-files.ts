/**
 * Small, real files for upload tests, and the multipart bodies a browser would send them in.
 */

export { MINIMAL_PNG, minimalPdf } from '../src/demo-seed/demo-attachment-files';

/** An HTML page with a script: what must never be served as an image. */
export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** The start of a Windows executable. */
export const EXE_BYTES = Buffer.from(
  '4d5a90000300000004000000ffff0000b800000000000000400000000000000000',
  'hex',
);

/** Exactly `size` bytes that sniff as a PDF (a PDF header, then padding). */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body and its Content-Type, as a browser's FormData would send it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----PorticoTestBoundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type =
      part.filename === undefined
        ? ''
        : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field `file`. */
export const fileForm = (filename: string, content: Buffer | string, contentType?: string) =>
  multipartForm([{ name: 'file', filename, content, ...(contentType ? { contentType } : {}) }]);
