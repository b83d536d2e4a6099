import type { Readable } from 'node:stream';
import {
  ATTACHMENT_EXTENSIONS,
  contentMismatch,
  EMPTY_FILE,
  FILE_TOO_LARGE,
  INVALID_FILE,
  extensionOf,
  MAX_ATTACHMENT_BYTES,
  MAX_UNPACKED_BYTES,
  NOT_A_FILE_UPLOAD,
  ONE_FILE_AT_A_TIME,
  SERVED_CONTENT_TYPES,
  SNIFFED_TYPES,
  UNPACKS_TOO_FAR,
  unpacksTooFar,
} from '@portico/domain/requests/attachment-rules';
import { MISSING_FILE } from '@portico/domain/requests/attachment-access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpProblem } from '../problem';
import { sanitiseFileName } from './attachment-file';
import { zipDeclaredSize } from './zip-declared-size';

/** The multipart field the file travels in. */
export const FILE_FIELD = 'file';

/**
 * Busboy's limits for the upload routes: one file of at most 15,728,640 bytes, and next to
 * nothing else, so no part of the body can grow without bound.
 */
export const UPLOAD_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';

export interface Upload {
  fileName: string;
  extension: string;
  /** Chosen by us from the extension, never the type the browser claimed. */
  contentType: string;
  bytes: Buffer;
}

/**
 * What an upload route accepts: its extensions, what each one's content may sniff as, the
 * content type it is served with, and the message naming the extensions. Every route keeps the
 * same size limit (15 MB) and the same order of checks.
 */
export interface UploadRules {
  extensions: readonly string[];
  sniffedTypes: Readonly<Record<string, readonly string[]>>;
  contentTypes: Readonly<Record<string, string>>;
  invalidFile: string;
}

/** The spec's attachment rules (§5): requests and the libraries. */
export const ATTACHMENT_RULES: UploadRules = {
  extensions: ATTACHMENT_EXTENSIONS,
  sniffedTypes: SNIFFED_TYPES,
  contentTypes: SERVED_CONTENT_TYPES,
  invalidFile: INVALID_FILE,
};

const isAllowed = (rules: UploadRules, fileName: string) => rules.extensions.includes(extensionOf(fileName));
const tooLarge = () => fileProblem(413, FILE_TOO_LARGE);
const missingFile = () => fileProblem(400, MISSING_FILE);
const fileProblem = (status: number, message: string) =>
  new HttpProblem(status, message, { file: [message] });

/**
 * Browsers send three characters of a multipart file name escaped (the HTML standard's form
 * encoding): a double quote as `%22`, line breaks as `%0A` and `%0D`. So `Quote "final".pdf`
 * arrives as `Quote %22final%22.pdf`. Decoding them gives the name as typed; the sanitiser
 * then drops the line breaks, as it drops every control character.
 */
const FORM_ESCAPES: Record<string, string> = { '%22': '"', '%0A': '\n', '%0D': '\r' };
export const typedFileName = (sent: string) =>
  sent.replace(/%(?:22|0A|0D)/gi, (escape) => FORM_ESCAPES[escape.toUpperCase()]!);

/**
 * Reads the one file of a multipart upload and checks it, in the order the form reports:
 * the extension (before any byte is read), the size (while streaming: busboy stops at the
 * limit and marks the stream truncated, so at most 15 MB is ever held), then that no second
 * file came with it (busboy's file limit: all of an upload is stored or none of it), then the
 * content, sniffed from its magic bytes, which must be a kind that extension may be, and for
 * an Office zip what it declares it unpacks to.
 *
 * Every failure is a 4xx problem: a malformed body is the client's mistake, never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: UploadRules = ATTACHMENT_RULES,
): Promise<Upload> {
  try {
    if (!request.isMultipart()) throw fileProblem(400, NOT_A_FILE_UPLOAD);
    let file: { fileName: string; bytes: Buffer } | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || part.filename === '') throw missingFile();
      const fileName = sanitiseFileName(typedFileName(part.filename));
      if (!isAllowed(rules, fileName)) throw fileProblem(400, rules.invalidFile);
      file = { fileName, bytes: await readWithinLimit(part.file) };
    }
    if (!file) throw missingFile();
    return await checkedUpload(file.fileName, file.bytes, rules);
  } catch (error) {
    const problem = asUploadProblem(error);
    // The rest of a refused body is not worth reading: answer, then close the connection
    // rather than drain up to the whole upload from a client that may still be sending it.
    if (problem.status === 413 || problem.detail === NOT_A_FILE_UPLOAD) reply.header('connection', 'close');
    if (!(error instanceof HttpProblem)) request.log.info({ err: error }, 'upload refused: unreadable body');
    throw problem;
  }
}

/**
 * A file as it is stored: a name without folders or control characters, an allowed extension,
 * and content whose magic bytes are a kind that extension may be. The content type is ours.
 */
export async function checkedUpload(
  uploadedName: string,
  bytes: Buffer,
  rules: UploadRules = ATTACHMENT_RULES,
): Promise<Upload> {
  const fileName = sanitiseFileName(uploadedName);
  if (!isAllowed(rules, fileName)) throw fileProblem(400, rules.invalidFile);
  if (bytes.length === 0) throw fileProblem(400, EMPTY_FILE);
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  const mayBe = rules.sniffedTypes[extension] ?? [];
  if (!detected || !mayBe.includes(detected.mime)) throw fileProblem(400, contentMismatch(extension));
  if (mayBe.includes('application/zip')) await refuseZipBomb(bytes, extension);
  return { fileName, extension, contentType: rules.contentTypes[extension]!, bytes };
}

/**
 * An Office file is a zip: one that cannot be read as one is not the document its extension
 * says, and one that declares it unpacks too far (unpacksTooFar) is refused before anyone's
 * Word or Excel opens it.
 */
async function refuseZipBomb(bytes: Buffer, extension: string) {
  const unpacked = await zipDeclaredSize(bytes, MAX_UNPACKED_BYTES);
  if (unpacked === undefined) throw fileProblem(400, contentMismatch(extension));
  if (unpacksTooFar(bytes.length, unpacked)) throw fileProblem(400, UNPACKS_TOO_FAR);
}

async function readWithinLimit(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stop at once: leaving the loop destroys the part, and the rest of the body is discarded.
    if (stream.truncated || size > MAX_ATTACHMENT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

function asUploadProblem(error: unknown): HttpProblem {
  if (error instanceof HttpProblem) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileProblem(400, NOT_A_FILE_UPLOAD);
  if (code === 'FST_FILES_LIMIT') return fileProblem(400, ONE_FILE_AT_A_TIME);
  // Busboy's own errors (no boundary, a part cut short, a limit on fields) and a client that
  // went away mid-upload: all about the body the client sent.
  return new HttpProblem(400, UNREADABLE_UPLOAD);
}
