import { createAttachment, createRequest } from '../../request-factories';
import type { TestApp } from '../../test-app';
import type { MatrixRow } from '../matrix-helpers';

/**
 * Attachments of Emery's purchase request awaiting Drew's approval: Emery, Drew (its approver)
 * and Alex (the IT desk) may see it; ELT and HR may not (404). Emery (the requester, request
 * still open) and Alex may change its attachments: the matrix sends no file, so their uploads
 * stop at 400 and their deletes of an unknown attachment at 404, both past the permission
 * checks.
 */
const purchase = async (t: TestApp) => (await createRequest(t.db, { type: 'Purchase Request' })).id;
const base = async (t: TestApp) => `/api/requests/${await purchase(t)}/attachments`;
const unknownAttachment = '00000000-0000-4000-8000-00000000a77a';

export const REQUEST_ATTACHMENT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/requests/:id/attachments',
    url: base,
    expected: { anonymous: 401, alex: 400, blair: 404, casey: 404, drew: 403, emery: 400, peer: 404 },
  },
  {
    route: 'GET /api/requests/:id/attachments',
    url: base,
    expected: { anonymous: 401, alex: 200, blair: 404, casey: 404, drew: 200, emery: 200, peer: 404 },
  },
  {
    route: 'GET /api/requests/:id/attachments/:attachmentId',
    url: async (t) => {
      const id = await purchase(t);
      return `/api/requests/${id}/attachments/${(await createAttachment(t.db, id)).id}`;
    },
    expected: { anonymous: 401, alex: 200, blair: 404, casey: 404, drew: 200, emery: 200, peer: 404 },
  },
  {
    route: 'DELETE /api/requests/:id/attachments/:attachmentId',
    url: async (t) => `${await base(t)}/${unknownAttachment}`,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 403, emery: 404, peer: 404 },
  },
];
