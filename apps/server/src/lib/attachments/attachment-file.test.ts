import { describe, expect, it } from 'vitest';
import { contentDisposition, MAX_FILE_NAME_LENGTH, newStorageKey, sanitiseFileName } from './attachment-file';

describe('sanitiseFileName', () => {
  it.each([
    ['invoice.pdf', 'invoice.pdf'],
    ['C:\\Users\\emery\\Desktop\\quote.pdf', 'quote.pdf'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['  spaced name.png  ', 'spaced name.png'],
    ['tab\there\u0000.png', 'tabhere.png'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['Résumé – final.docx', 'Résumé – final.docx'],
  ])('%j → %j', (uploaded, expected) => {
    expect(sanitiseFileName(uploaded)).toBe(expected);
  });

  it('keeps at most 255 characters and the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(400)}.xlsx`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const name = sanitiseFileName(`${'😀'.repeat(300)}.pdf`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('encodes the name for RFC 6266 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Résumé "final" (2).pdf')).toBe(
      `attachment; filename="R_sum_ _final_ (2).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%282%29.pdf`,
    );
  });

  it('inline for the PDF viewer', () => {
    expect(contentDisposition('inline', 'a.pdf')).toBe(`inline; filename="a.pdf"; filename*=UTF-8''a.pdf`);
  });
});

describe('newStorageKey', () => {
  it('is random and URL-safe', () => {
    const keys = new Set(Array.from({ length: 50 }, newStorageKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
