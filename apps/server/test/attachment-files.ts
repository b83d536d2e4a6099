import { crc32, deflateRawSync } from 'node:zlib';
import { ZipFile } from 'yazl';

/**
 * Small, real files for upload tests, and the multipart bodies a browser would send them in.
 */

export { MINIMAL_PNG, minimalPdf } from '../src/reference-data/sample-files';

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

/** A zip archive of the given entries, as Office files are made (yazl, deflated). */
export async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The smallest Word document: its content types, and a body of `text`. */
export const minimalDocx = (text = 'Quote for two laptops.') =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });

/**
 * A zip bomb dressed as an Office file: a `[Content_Types].xml` entry of `expandsTo` bytes,
 * deflated to a few hundred kilobytes; its central directory says so, as a real one does.
 */
export const zipBomb = (expandsTo: number) =>
  zipOf({ '[Content_Types].xml': Buffer.alloc(expandsTo, 0x20), 'word/document.xml': '<w:document/>' });

/**
 * The same entry with only its local header: no central directory, so no Office program (and
 * no zip reader) can open it, though its first bytes look like a document's.
 */
export function zipWithoutDirectory(expandsTo: number): Buffer {
  const data = Buffer.alloc(expandsTo, 0x20);
  const compressed = deflateRawSync(data, { level: 9 });
  const name = Buffer.from('[Content_Types].xml');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0); // local file header
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(compressed.length, 18);
  header.writeUInt32LE(expandsTo, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, compressed]);
}
