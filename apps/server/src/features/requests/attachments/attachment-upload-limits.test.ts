import { count } from 'drizzle-orm';
import {
  FILE_TOO_LARGE,
  INVALID_FILE,
  MAX_ATTACHMENT_BYTES,
} from '@portico/domain/requests/attachment-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobs, requestAttachments } from '../../../db/schema';
import { fileForm, pdfOfSize } from '../../../../test/attachment-files';
import { createRequest } from '../../../../test/request-factories';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../../../../test/test-app';

/** The 15 MB limit (spec §5), enforced by busboy while the bytes stream in. */
let t: TestApp;
let requestId: string;
beforeAll(async () => {
  t = await buildTestApp();
  requestId = (await createRequest(t.db)).id;
});
afterAll(() => t.close());

async function stored() {
  const [rows] = await t.db.select({ n: count() }).from(requestAttachments);
  const [blobs] = await t.db.select({ n: count() }).from(attachmentBlobs);
  return { rows: rows!.n, blobs: blobs!.n };
}

const upload = async (form: ReturnType<typeof fileForm>) =>
  (await t.as('emery')).request({ method: 'POST', url: `/api/requests/${requestId}/attachments`, ...form });

describe('the upload size limit', () => {
  it('is 15,728,640 bytes', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(15_728_640);
  });

  it('refuses 15,728,641 bytes with 413 and the spec’s message, storing nothing', async () => {
    const before = await stored();
    const response = await upload(fileForm('big.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES + 1)));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 413,
      detail: FILE_TOO_LARGE,
      errors: { file: [FILE_TOO_LARGE] },
    });
    expect(await stored()).toEqual(before);
  });

  it('accepts exactly 15,728,640 bytes', async () => {
    const response = await upload(fileForm('exactly-15-MB.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES)));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().size).toBe(MAX_ATTACHMENT_BYTES);
  });

  it('checks the extension before the size', async () => {
    const response = await upload(fileForm('big.exe', pdfOfSize(MAX_ATTACHMENT_BYTES + 1)));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(INVALID_FILE);
  });

  it('answers 413 over a real connection too, with the file still streaming in', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await t.as('emery');
    const form = new FormData();
    form.append('file', new Blob([pdfOfSize(MAX_ATTACHMENT_BYTES + 1_000_000)]), 'huge.pdf');
    const before = await stored();
    const response = await fetch(`${address}/api/requests/${requestId}/attachments`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie!, origin: TEST_ORIGIN, 'x-requested-with': 'portico' },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { detail: string }).detail).toBe(FILE_TOO_LARGE);
    expect(await stored()).toEqual(before);
  });
});
