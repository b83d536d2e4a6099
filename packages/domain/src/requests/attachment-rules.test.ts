import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  attachmentProblem,
  EMPTY_FILE,
  extensionOf,
  FILE_TOO_LARGE,
  INVALID_FILE,
  MAX_ATTACHMENT_BYTES,
  SERVED_CONTENT_TYPES,
  SNIFFED_TYPES,
  unpacksTooFar,
} from './attachment-rules';

describe('attachments (spec §5)', () => {
  it('keeps the spec’s messages', () => {
    expect(FILE_TOO_LARGE).toBe('File too large, (Max upload size: 15 MB)');
    expect(INVALID_FILE).toBe(
      'Invalid file, allowed extensions are: "jpg, jpeg, bmp, gif, png, doc, docx, xls, xlsx, ppt, pdf, ai, eps"',
    );
    expect(MAX_ATTACHMENT_BYTES).toBe(15728640);
  });

  it.each([
    ['quote.pdf', 'pdf'],
    ['Photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['.png', ''],
    ['noextension', ''],
    ['trailing.', ''],
  ])('extension of %j is %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['quote.pdf', 100, null],
    ['scan.PNG', MAX_ATTACHMENT_BYTES, null],
    ['scan.png', MAX_ATTACHMENT_BYTES + 1, FILE_TOO_LARGE],
    ['setup.exe', 10, INVALID_FILE],
    ['page.html', 10, INVALID_FILE],
    ['spreadsheet.csv', 10, INVALID_FILE],
    ['slides.pptx', 10, INVALID_FILE],
    ['logo.eps', 10, null],
    ['logo.ai', 10, null],
    ['README', 10, INVALID_FILE],
    ['empty.pdf', 0, EMPTY_FILE],
    ['empty.exe', 0, INVALID_FILE],
  ])('%s of %i bytes → %j', (name, size, problem) => {
    expect(attachmentProblem({ name, size })).toBe(problem);
  });

  it('knows what every allowed extension may contain and is served as', () => {
    for (const extension of ATTACHMENT_EXTENSIONS) {
      expect(SNIFFED_TYPES[extension].length).toBeGreaterThan(0);
      expect(SERVED_CONTENT_TYPES[extension]).toMatch(/^[a-z]+\/[\w.+-]+$/);
    }
  });
});

describe('unpacksTooFar', () => {
  const MB = 1024 * 1024;
  it.each([
    ['a 2 MB document unpacking to 9 MB', 2 * MB, 9 * MB, false],
    ['exactly 100 times its size', MB, 100 * MB, false],
    ['just over 100 times its size', MB, 100 * MB + 1, true],
    ['a 15 MB file unpacking to exactly 200 MB', 15 * MB, 200 * MB, false],
    ['a 15 MB file unpacking to just over 200 MB', 15 * MB, 200 * MB + 1, true],
    ['200 KB unpacking to 200 MB (a zip bomb)', 200 * 1024, 200 * MB, true],
    ['an archive declaring nothing', 10_000, 0, false],
  ])('%s → %s', (_case, bytes, unpacked, refused) => {
    expect(unpacksTooFar(bytes, unpacked)).toBe(refused);
  });
});
