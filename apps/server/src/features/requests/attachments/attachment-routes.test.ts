import { count, eq } from 'drizzle-orm';
import {
  contentMismatch,
  EMPTY_FILE,
  FILE_TOO_LARGE,
  INVALID_FILE,
  NOT_A_FILE_UPLOAD,
  ONE_FILE_AT_A_TIME,
} from '@portico/domain/requests/attachment-rules';
import { MISSING_FILE } from '@portico/domain/requests/attachment-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobs, requestAttachments } from '../../../db/schema';
import {
  EXE_BYTES,
  fileForm,
  HTML_PAGE,
  minimalPdf,
  MINIMAL_PNG,
  multipartForm,
} from '../../../../test/attachment-files';
import { createRequest } from '../../../../test/request-factories';
import { buildTestApp, PERSONAS, TEST_ORIGIN, type Caller, type TestApp } from '../../../../test/test-app';
import { ATTACHMENT_CSP } from '../../../lib/attachments/attachment-download';

let t: TestApp;
let emerysRequest: string;
beforeAll(async () => {
  t = await buildTestApp();
  emerysRequest = (await createRequest(t.db)).id;
});
afterAll(() => t.close());

const url = (requestId: string, rest = '') => `/api/requests/${requestId}/attachments${rest}`;

type UploadBody = { payload: Buffer | string | Record<string, unknown>; headers?: Record<string, string> };

async function upload(caller: Caller, requestId: string, form: UploadBody) {
  return (await t.as(caller)).request({ method: 'POST', url: url(requestId), ...form });
}

async function stored() {
  const [rows] = await t.db.select({ n: count() }).from(requestAttachments);
  const [blobs] = await t.db.select({ n: count() }).from(attachmentBlobs);
  return { rows: rows!.n, blobs: blobs!.n };
}

describe('uploading, listing and downloading', () => {
  const pdf = minimalPdf();
  let pdfId: string;

  it('stores a real PDF and PNG with server-chosen names and content types', async () => {
    const first = await upload('emery', emerysRequest, fileForm('Quote from vendor.pdf', pdf, 'text/html'));
    expect(first.statusCode, first.body).toBe(201);
    const attachment = first.json();
    expect(attachment).toMatchObject({
      name: 'Quote from vendor.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    pdfId = attachment.id;

    const second = await upload('emery', emerysRequest, fileForm('C:\\fakepath\\screen.PNG', MINIMAL_PNG));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      name: 'screen.PNG',
      contentType: 'image/png',
      size: MINIMAL_PNG.length,
    });

    const [row] = await t.db.select().from(requestAttachments).where(eq(requestAttachments.id, pdfId));
    expect(row!.storageKey).not.toContain('Quote');
    expect(row!.uploadedById).toBe(PERSONAS.emery.id);
  });

  it('lists them, oldest first, for anyone who may see the request', async () => {
    for (const caller of ['emery', 'alex'] as const) {
      const response = await (await t.as(caller)).get(url(emerysRequest));
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
        'Quote from vendor.pdf',
        'screen.PNG',
      ]);
    }
  });

  it('downloads the same bytes as an attachment that the browser must not sniff', async () => {
    const response = await (await t.as('emery')).get(url(emerysRequest, `/${pdfId}`));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Quote from vendor.pdf"; filename*=UTF-8''Quote%20from%20vendor.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/^private/);
  });

  it('opens a PDF inline only with a sandboxing Content-Security-Policy', async () => {
    const response = await (await t.as('emery')).get(url(emerysRequest, `/${pdfId}?inline=1`));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['content-security-policy']).toBe(ATTACHMENT_CSP);
    expect(ATTACHMENT_CSP).toContain("sandbox; default-src 'none'; object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never opens anything but a PDF inline', async () => {
    const list = (await (await t.as('emery')).get(url(emerysRequest))).json();
    const png = list.items.find((item: { contentType: string }) => item.contentType === 'image/png');
    const response = await (await t.as('emery')).get(url(emerysRequest, `/${png.id}?inline=1`));
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('keeps a name with quotes as typed (browsers send " as %22) and downloads it safely', async () => {
    const response = await upload('emery', emerysRequest, fileForm("Quote %22final%22 'v2'.pdf", pdf));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe(`Quote "final" 'v2'.pdf`);
    const download = await (await t.as('emery')).get(url(emerysRequest, `/${response.json().id}`));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Quote _final_ 'v2'.pdf"; filename*=UTF-8''Quote%20%22final%22%20%27v2%27.pdf`,
    );
  });

  it('keeps a name with quotes sent by a real browser form (FormData over HTTP)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await t.as('emery');
    const form = new FormData();
    form.append('file', new Blob([pdf]), 'The "plan".pdf');
    const response = await fetch(`${address}${url(emerysRequest)}`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie!, origin: TEST_ORIGIN, 'x-requested-with': 'portico' },
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { name: string }).name).toBe('The "plan".pdf');
  });

  it('keeps UTF-8 file names as the browser sent them', async () => {
    const response = await upload('emery', emerysRequest, fileForm('Résumé – été.pdf', pdf));
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('Résumé – été.pdf');
    const download = await (await t.as('emery')).get(url(emerysRequest, `/${response.json().id}`));
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
  });
});

describe('refusals: the spec’s messages, nothing stored', () => {
  it.each([
    ['a .exe', fileForm('setup.exe', EXE_BYTES), 400, INVALID_FILE],
    ['a file without an extension', fileForm('README', minimalPdf()), 400, INVALID_FILE],
    ['an HTML page renamed .png', fileForm('cat.png', HTML_PAGE, 'image/png'), 400, contentMismatch('png')],
    ['a PNG renamed .pdf', fileForm('report.pdf', MINIMAL_PNG), 400, contentMismatch('pdf')],
    [
      'a PDF renamed .JPG',
      fileForm('photo.JPG', minimalPdf()),
      400,
      "The file's content does not match .jpg",
    ],
    ['an empty .pdf', fileForm('empty.pdf', Buffer.alloc(0)), 400, EMPTY_FILE],
    [
      'two files in one upload',
      multipartForm([
        { name: 'file', filename: 'a.pdf', content: minimalPdf() },
        { name: 'file', filename: 'b.png', content: MINIMAL_PNG },
      ]),
      400,
      ONE_FILE_AT_A_TIME,
    ],
    [
      'a good file and a bad one in one upload',
      multipartForm([
        { name: 'file', filename: 'a.pdf', content: minimalPdf() },
        { name: 'file', filename: 'b.exe', content: EXE_BYTES },
      ]),
      400,
      ONE_FILE_AT_A_TIME,
    ],
    ['a JSON body', { payload: { file: 'x' } }, 400, NOT_A_FILE_UPLOAD],
    [
      'broken JSON',
      { payload: '{"file', headers: { 'content-type': 'application/json' } },
      400,
      NOT_A_FILE_UPLOAD,
    ],
    ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }, 400, NOT_A_FILE_UPLOAD],
    [
      'an unknown type',
      { payload: 'x', headers: { 'content-type': 'application/x-whatever' } },
      400,
      NOT_A_FILE_UPLOAD,
    ],
    ['no file part', multipartForm([{ name: 'note', content: 'hello' }]), 400, MISSING_FILE],
    [
      'a file in another field',
      multipartForm([{ name: 'upload', filename: 'a.pdf', content: minimalPdf() }]),
      400,
      MISSING_FILE,
    ],
    [
      'an empty file chooser',
      multipartForm([{ name: 'file', filename: '', content: '' }]),
      400,
      MISSING_FILE,
    ],
  ])('%s → %i', async (_name, form, status, message) => {
    const before = await stored();
    const response = await upload('emery', emerysRequest, form);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status, detail: message, errors: { file: [message] } });
    expect(await stored()).toEqual(before);
  });

  it('a body that is not multipart → 400, not a 500', async () => {
    const client = await t.as('emery');
    for (const request of [
      { payload: { file: 'x' } },
      { payload: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } },
      {
        payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ]) {
      const response = await client.request({ method: 'POST', url: url(emerysRequest), ...request });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('FILE_TOO_LARGE is the spec’s message', () => {
    expect(FILE_TOO_LARGE).toBe('File too large, (Max upload size: 15 MB)');
  });
});

describe('who may change attachments', () => {
  it('Emery cannot upload to, list or download from Casey’s request: 404, as if it did not exist', async () => {
    const caseys = await createRequest(t.db, { createdById: PERSONAS.casey.id });
    const before = await stored();
    expect((await upload('emery', caseys.id, fileForm('a.pdf', minimalPdf()))).statusCode).toBe(404);
    expect((await (await t.as('emery')).get(url(caseys.id))).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('a request waiting for its approver (Locked) still takes the requester’s attachments', async () => {
    const waiting = await createRequest(t.db, {
      status: 'Pending Purchase Approval',
      type: 'Purchase Request',
    });
    expect((await upload('emery', waiting.id, fileForm('quote.pdf', minimalPdf()))).statusCode).toBe(201);
  });

  it.each(['Complete', 'On Hold', 'Cancelled'] as const)(
    'a %s request refuses new attachments (403), except from the IT desk',
    async (status) => {
      const closed = await createRequest(t.db, { status });
      const before = await stored();
      const refused = await upload('emery', closed.id, fileForm('a.pdf', minimalPdf()));
      expect(refused.statusCode).toBe(403);
      expect(await stored()).toEqual(before);
      expect((await upload('alex', closed.id, fileForm('invoice.pdf', minimalPdf()))).statusCode).toBe(201);
    },
  );

  it('an approver sees the attachments but cannot change them (403)', async () => {
    const request = await createRequest(t.db, { type: 'Purchase Request', status: 'Pending IT Assignment' });
    expect((await (await t.as('drew')).get(url(request.id))).statusCode).toBe(200);
    expect((await upload('drew', request.id, fileForm('a.pdf', minimalPdf()))).statusCode).toBe(403);
  });

  it('an attachment is only found under its own request', async () => {
    const other = await createRequest(t.db);
    const created = (await upload('emery', other.id, fileForm('other.png', MINIMAL_PNG))).json();
    const response = await (await t.as('emery')).get(url(emerysRequest, `/${created.id}`));
    expect(response.statusCode).toBe(404);
    const removal = await (await t.as('emery')).delete(url(emerysRequest, `/${created.id}`));
    expect(removal.statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('removes the row and its bytes together', async () => {
    const request = await createRequest(t.db);
    const created = (await upload('emery', request.id, fileForm('gone.png', MINIMAL_PNG))).json();
    const [row] = await t.db.select().from(requestAttachments).where(eq(requestAttachments.id, created.id));

    expect((await (await t.as('casey')).delete(url(request.id, `/${created.id}`))).statusCode).toBe(404);
    const response = await (await t.as('emery')).delete(url(request.id, `/${created.id}`));
    expect(response.statusCode).toBe(204);
    expect(await t.db.select().from(requestAttachments).where(eq(requestAttachments.id, created.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(attachmentBlobs).where(eq(attachmentBlobs.storageKey, row!.storageKey)),
    ).toEqual([]);
    expect((await (await t.as('emery')).delete(url(request.id, `/${created.id}`))).statusCode).toBe(404);
  });

  it('a closed request keeps its attachments', async () => {
    const request = await createRequest(t.db);
    const created = (await upload('emery', request.id, fileForm('kept.png', MINIMAL_PNG))).json();
    const complete = await (
      await t.as('alex')
    ).patch(`/api/requests/${request.id}/fulfilment`, { status: 'Complete' });
    expect(complete.statusCode).toBe(200);
    expect((await (await t.as('emery')).delete(url(request.id, `/${created.id}`))).statusCode).toBe(403);
    expect(
      await t.db.select().from(requestAttachments).where(eq(requestAttachments.id, created.id)),
    ).toHaveLength(1);
  });
});
