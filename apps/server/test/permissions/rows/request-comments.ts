import { requestComments } from '../../../src/db/schema';
import { PERSONAS } from '../../../src/reference-data/personas';
import { OPERATIONS_LEADER_ID } from '../../request-bodies';
import { createRequest } from '../../request-factories';
import type { TestApp } from '../../test-app';
import type { MatrixRow } from '../matrix-helpers';

/**
 * The conversation on Emery's project brief awaiting Drew's pre-approval (its estimate approver
 * is not Blair here): Emery, Drew and Alex (the IT desk) may read and write; Blair (ELT) may
 * read project briefs but not write (403); Casey is not on it (404). Only the author (Emery)
 * may edit or remove her comment.
 */
const brief = async (t: TestApp) =>
  (
    await createRequest(t.db, {
      type: 'Project Brief',
      approvers: { estimateApproverId: OPERATIONS_LEADER_ID },
    })
  ).id;
const emerysComment = async (t: TestApp) => {
  const requestId = await brief(t);
  const [comment] = await t.db
    .insert(requestComments)
    .values({ requestId, authorId: PERSONAS.emery.id, body: 'Can you look today?' })
    .returning({ id: requestComments.id });
  return `/api/requests/${requestId}/comments/${comment!.id}`;
};

export const REQUEST_COMMENT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/requests/:id/timeline',
    url: async (t) => `/api/requests/${await brief(t)}/timeline`,
    expected: { anonymous: 401, alex: 200, blair: 200, casey: 404, drew: 200, emery: 200, peer: 404 },
  },
  {
    route: 'POST /api/requests/:id/comments',
    url: async (t) => `/api/requests/${await brief(t)}/comments`,
    body: { body: 'Can you look today?' },
    expected: { anonymous: 401, alex: 201, blair: 403, casey: 404, drew: 201, emery: 201, peer: 404 },
  },
  {
    route: 'PATCH /api/requests/:id/comments/:commentId',
    url: emerysComment,
    body: { body: 'Can you look tomorrow?' },
    expected: { anonymous: 401, alex: 403, blair: 403, casey: 404, drew: 403, emery: 200, peer: 404 },
  },
  {
    route: 'DELETE /api/requests/:id/comments/:commentId',
    url: emerysComment,
    expected: { anonymous: 401, alex: 403, blair: 403, casey: 404, drew: 403, emery: 204, peer: 404 },
  },
];
