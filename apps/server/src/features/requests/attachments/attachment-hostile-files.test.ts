import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAttachments } from '../../../db/schema';
import { UNPACKS_TOO_FAR } from '@portico/domain/requests/attachment-rules';
import {
  fileForm,
  minimalDocx,
  minimalPdf,
  zipBomb,
  zipWithoutDirectory,
} from '../../../../test/attachment-files';
import { createRequest } from '../../../../test/request-factories';
import { buildTestApp, type TestApp } from '../../../../test/test-app';

/**
 * Files made to hurt: archives that unpack to gigabytes, and names that try to climb out of a
 * folder, hide their extension or break a header. The server never unpacks an upload (it reads
 * what an Office zip declares) and never uses its name as a path; these tests hold it to that.
 */
let t: TestApp;
let requestId: string;
beforeAll(async () => {
  t = await buildTestApp();
  requestId = (await createRequest(t.db)).id;
});
afterAll(() => t.close());

const attachmentCount = async () =>
  (await t.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, requestId))).length;
const url = (rest = '') => `/api/requests/${requestId}/attachments${rest}`;
const upload = async (name: string, bytes: Buffer) =>
  (await t.as('emery')).request({ method: 'POST', url: url(), ...fileForm(name, bytes) });

describe('a zip bomb named .docx or .xlsx', () => {
  const MB = 1024 * 1024;
  let bomb: Buffer;
  beforeAll(async () => {
    // 200 MB and a byte of spaces in ~200 KB: refused from what it declares, never unpacked.
    bomb = await zipBomb(200 * MB + 1);
  });

  it.each(['Budget.docx', 'Budget.xlsx'])('%s is refused, quickly and without unpacking it', async (name) => {
    const memoryBefore = process.memoryUsage().rss;
    const started = performance.now();
    const response = await upload(name, bomb);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ file: [UNPACKS_TOO_FAR] });
    expect(performance.now() - started).toBeLessThan(5_000);
    // Unpacking would have cost 200 MB at least.
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(100 * MB);
    expect(await attachmentCount()).toBe(0);
  });

  it('refuses a small file that unpacks to over 100 times its size, and keeps a real document', async () => {
    const bloated = await zipBomb(20 * MB);
    expect(bloated.length * 100).toBeLessThan(20 * MB);
    expect((await upload('Notes.docx', bloated)).json().errors).toEqual({ file: [UNPACKS_TOO_FAR] });
    const document = await upload('Quote.docx', await minimalDocx());
    expect(document.statusCode, document.body).toBe(201);
    expect(await attachmentCount()).toBe(1);
    await t.db.delete(requestAttachments).where(eq(requestAttachments.requestId, requestId));
  });

  it('refuses a zip that no program can open (a local header and no directory) as not a document', async () => {
    const response = await upload('Budget.docx', zipWithoutDirectory(10 * MB));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ file: ["The file's content does not match .docx"] });
  });
});

describe('hostile file names', () => {
  it.each([
    ['../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\win.ini.pdf', 'win.ini.pdf'],
    ['/absolute/path/report.pdf', 'report.pdf'],
    ['bell\u0007 and escape\u001b[31m.pdf', 'bell and escape[31m.pdf'],
    ['invoice\u202efdp.exe.pdf', 'invoicefdp.exe.pdf'],
    ['tab\there.pdf', 'tabhere.pdf'],
    // Browsers send a CR LF in a name as %0D%0A.
    ['%0D%0ASet-Cookie: x=1.pdf', 'Set-Cookie: x=1.pdf'],
  ])('%j is kept as %j, stored under a random key, downloaded with a safe header', async (sent, kept) => {
    const response = await upload(sent, minimalPdf());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe(kept);
    const [row] = await t.db
      .select({ storageKey: requestAttachments.storageKey })
      .from(requestAttachments)
      .where(eq(requestAttachments.id, response.json().id));
    expect(row!.storageKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const download = await (await t.as('emery')).get(url(`/${response.json().id}`));
    expect(download.statusCode).toBe(200);
    const disposition = String(download.headers['content-disposition']);
    expect([...disposition].every((character) => character >= ' ' && character <= '~')).toBe(true);
    expect(download.headers['set-cookie']).toBeUndefined();
    expect(disposition).toMatch(
      /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]*$/,
    );
  });
});
