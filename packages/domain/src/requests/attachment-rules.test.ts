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
