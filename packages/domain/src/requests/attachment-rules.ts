/** Attachments (spec §5): 15 MB at most, and only these extensions. */
export const MAX_ATTACHMENT_BYTES = 15_728_640;
export const ATTACHMENT_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pdf',
  'bmp',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'ai',
  'eps',
] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export const FILE_TOO_LARGE = 'File too large, (Max upload size: 15 MB)';
export const INVALID_FILE =
  'Invalid file, allowed extensions are: "jpg, jpeg, bmp, gif, png, doc, docx, xls, xlsx, ppt, pdf, ai, eps"';

/*
 * Refusals the spec has no words for, worded like its own: each says what is wrong with this
 * file rather than repeating the list of extensions (decision 016).
 */
/** The bytes are not a kind of file the extension promises (an HTML page named .jpg). */
export const contentMismatch = (extension: string) => `The file's content does not match .${extension}`;
export const EMPTY_FILE = 'The file is empty.';
/** Several files in one upload: none is stored, rather than one kept and the rest dropped. */
export const ONE_FILE_AT_A_TIME = 'Upload one file at a time; none of these files was stored.';
/** A body that is not a multipart form with a file in the field "file". */
export const NOT_A_FILE_UPLOAD = 'Send the file as a form upload (multipart/form-data) in the field "file".';

/**
 * An Office file (docx, xlsx: a zip of XML) may unpack to at most this much, and to at most this
 * many times its own size. A real document of 15 MB unpacks to a few times that; a zip bomb
 * named .docx unpacks to gigabytes in the reader's Word or Excel, or in a preview, and is
 * refused before it is stored. Judged on the sizes the archive declares, without unpacking it.
 */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_UNPACK_RATIO = 100;
export const UNPACKS_TOO_FAR =
  'The file unpacks to far more than a document does (over 100 times its size or 200 MB), so it was not stored.';

/** Whether an archive of `bytes` declaring `unpackedBytes` in all is refused. */
export const unpacksTooFar = (bytes: number, unpackedBytes: number) =>
  unpackedBytes > MAX_UNPACKED_BYTES || unpackedBytes > bytes * MAX_UNPACK_RATIO;

/** The lower-cased extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(fileName: string): boolean {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** The browser checks before uploading; the server checks again while streaming and sniffs. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!isAllowedExtension(file.name)) return INVALID_FILE;
  if (file.size > MAX_ATTACHMENT_BYTES) return FILE_TOO_LARGE;
  if (file.size === 0) return EMPTY_FILE;
  return null;
}

/**
 * What the content of a file with each extension may be detected as (by its magic bytes), so
 * an HTML page renamed .png is refused. Office's old formats are OLE compound files; the new
 * ones are zip containers; Illustrator files are PDF or PostScript.
 */
export const SNIFFED_TYPES: Record<AttachmentExtension, readonly string[]> = {
  pdf: ['application/pdf'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  bmp: ['image/bmp'],
  doc: ['application/x-cfb'],
  xls: ['application/x-cfb'],
  ppt: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  ai: ['application/pdf', 'application/postscript', 'application/eps'],
  eps: ['application/postscript', 'application/eps'],
};

/** The content type a stored attachment is served with, chosen by us, never by the uploader. */
export const SERVED_CONTENT_TYPES: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ai: 'application/postscript',
  eps: 'application/postscript',
};
