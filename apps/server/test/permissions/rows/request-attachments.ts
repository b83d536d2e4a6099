import { demoAttachmentId } from '../../../src/features/demo-seed/attachments-seed';
import { demoRequestId } from '../../../src/features/demo-seed/persona-requests';
import type { MatrixRow } from '../matrix-helpers';

/**
 * Attachments of Emery's purchase request awaiting Drew's approval: Emery, Drew (its approver)
 * and Alex (Admin) may see it; ELT and HR may not (404). Emery (the requester, request still
 * open) and Alex may change its attachments: the matrix sends no file, so their uploads stop at
 * 400 and their deletes of an unknown attachment at 404, both past the permission checks.
 */
const request = demoRequestId('emery-scanner-purchase');
const base = `/api/requests/${request}/attachments`;
const unknownAttachment = '00000000-0000-4000-8000-00000000a77a';

export const REQUEST_ATTACHMENT_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/requests/:id/attachments',
    url: base,
    expected: { anonymous: 401, alex: 400, blair: 404, casey: 404, drew: 403, emery: 400 },
  },
  {
    route: 'GET /api/requests/:id/attachments',
    url: base,
    expected: { anonymous: 401, alex: 200, blair: 404, casey: 404, drew: 200, emery: 200 },
  },
  {
    route: 'GET /api/requests/:id/attachments/:attachmentId',
    url: `${base}/${demoAttachmentId('scanner-quote')}`,
    expected: { anonymous: 401, alex: 200, blair: 404, casey: 404, drew: 200, emery: 200 },
  },
  {
    route: 'DELETE /api/requests/:id/attachments/:attachmentId',
    url: `${base}/${unknownAttachment}`,
    expected: { anonymous: 401, alex: 404, blair: 404, casey: 404, drew: 403, emery: 404 },
  },
];
