import {
  canChangeAttachments,
  SEEN_AT_DECISION_MESSAGE,
  seenAtDecision,
} from '@portico/domain/requests/attachment-access';
import type { Attachment } from '@portico/domain/requests/request-dto';
import {
  canViewRequest,
  isRequestParty,
  type RequestViewer,
} from '@portico/domain/requests/request-permissions';
import { isOpen } from '@portico/domain/requests/request-status';
import type { Db } from '../../../db/client';
import type { AttachmentStoreFactory } from '../../../lib/attachments/attachment-store';
import { findLastDecisionAt } from '../workflow/approval-decisions';
import { forbidden, HttpProblem, notFound } from '../../../lib/problem';
import { findRequestFacts, type RequestFacts } from '../workflow/request-facts';
import { newStorageKey } from '../../../lib/attachments/attachment-file';
import {
  deleteAttachmentRow,
  findAttachmentRow,
  insertAttachmentRow,
  listAttachmentRows,
  type AttachmentRow,
} from './attachment-queries';
import type { Upload } from '../../../lib/attachments/attachment-upload';

export interface AttachmentDeps {
  db: Db;
  openStore: AttachmentStoreFactory;
}

export const REQUEST_NOT_FOUND = 'This request was not found.';
export const ATTACHMENT_NOT_FOUND = 'This attachment was not found.';
export const CLOSED_REQUEST = 'This request is closed, so its attachments cannot be changed.';
export const NOT_YOUR_REQUEST = 'Only the requester or the person it is for can change its attachments.';

/** `decidedAt`: the request's last approval decision; files present then stay. */
function toAttachment(row: AttachmentRow, decidedAt: Date | null): Attachment {
  return {
    id: row.id,
    name: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    seenAtDecision: seenAtDecision(row.createdAt, decidedAt),
  };
}

/** A request the viewer may not see is answered as if it did not exist (no probing by id). */
async function viewableRequest(db: Db, requestId: string, viewer: RequestViewer, lock?: 'share') {
  const request = await findRequestFacts(db, requestId, lock);
  if (!request || !canViewRequest(request, viewer)) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

function assertMayChange(request: RequestFacts, viewer: RequestViewer) {
  if (canChangeAttachments(request, viewer)) return;
  const isParty = isRequestParty(request, viewer);
  throw forbidden(isParty && !isOpen(request.status) ? CLOSED_REQUEST : NOT_YOUR_REQUEST);
}

/** Checked before the body is read, so a refused upload costs no more than its headers. */
export async function assertCanChangeAttachments(db: Db, requestId: string, viewer: RequestViewer) {
  assertMayChange(await viewableRequest(db, requestId, viewer), viewer);
}

/**
 * Stores the bytes and the row in one transaction. The request is checked again under a
 * share lock: it may have been locked or deleted while the file was streaming.
 */
export async function addAttachment(
  { db, openStore }: AttachmentDeps,
  requestId: string,
  viewer: RequestViewer,
  upload: Upload,
  options: { now?: Date } = {},
): Promise<Attachment> {
  return db.transaction(async (tx) => {
    assertMayChange(await viewableRequest(tx, requestId, viewer, 'share'), viewer);
    const row = await storeAttachment(
      { db: tx, openStore },
      requestId,
      upload,
      viewer.employeeId,
      options.now,
    );
    return toAttachment(row, await findLastDecisionAt(tx, requestId));
  });
}

/**
 * A checked file and its row, in the caller's transaction. Whether this person may add it is
 * the caller's to decide (`addAttachment` above; the demo seed writes its stories' files).
 */
export async function storeAttachment(
  { db, openStore }: AttachmentDeps,
  requestId: string,
  upload: Upload,
  uploadedById: string,
  createdAt?: Date,
) {
  const storageKey = newStorageKey();
  const row = await insertAttachmentRow(db, {
    requestId,
    fileName: upload.fileName,
    contentType: upload.contentType,
    size: upload.bytes.length,
    storageKey,
    uploadedById,
    ...(createdAt ? { createdAt } : {}),
  });
  await openStore(db).put(storageKey, upload.bytes);
  return row;
}

export async function listAttachments(
  db: Db,
  requestId: string,
  viewer: RequestViewer,
): Promise<Attachment[]> {
  await viewableRequest(db, requestId, viewer);
  const decidedAt = await findLastDecisionAt(db, requestId);
  return (await listAttachmentRows(db, requestId)).map((row) => toAttachment(row, decidedAt));
}

export async function readAttachment(
  { db, openStore }: AttachmentDeps,
  requestId: string,
  attachmentId: string,
  viewer: RequestViewer,
) {
  await viewableRequest(db, requestId, viewer);
  const row = await findAttachmentRow(db, requestId, attachmentId);
  const bytes = row && (await openStore(db).get(row.storageKey));
  if (!row || !bytes) throw notFound(ATTACHMENT_NOT_FOUND);
  return { attachment: toAttachment(row, await findLastDecisionAt(db, requestId)), bytes };
}

/**
 * The row and its bytes go together, or neither does. A file present at the request's last
 * approval decision stays (409, decision 013): the approver decided with it.
 */
export async function removeAttachment(
  { db, openStore }: AttachmentDeps,
  requestId: string,
  attachmentId: string,
  viewer: RequestViewer,
): Promise<void> {
  await db.transaction(async (tx) => {
    assertMayChange(await viewableRequest(tx, requestId, viewer, 'share'), viewer);
    const existing = await findAttachmentRow(tx, requestId, attachmentId);
    if (!existing) throw notFound(ATTACHMENT_NOT_FOUND);
    if (seenAtDecision(existing.createdAt, await findLastDecisionAt(tx, requestId))) {
      throw new HttpProblem(409, SEEN_AT_DECISION_MESSAGE);
    }
    const row = await deleteAttachmentRow(tx, requestId, attachmentId);
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
    await openStore(tx).delete([row.storageKey]);
  });
}
