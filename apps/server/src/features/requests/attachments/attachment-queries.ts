import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { requestAttachments } from '../../../db/schema';

const attachmentColumns = {
  id: requestAttachments.id,
  requestId: requestAttachments.requestId,
  fileName: requestAttachments.fileName,
  contentType: requestAttachments.contentType,
  size: requestAttachments.size,
  storageKey: requestAttachments.storageKey,
  createdAt: requestAttachments.createdAt,
};

/** Oldest first, as they were added. */
export function listAttachmentRows(db: Db, requestId: string) {
  return db
    .select(attachmentColumns)
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, requestId))
    .orderBy(asc(requestAttachments.createdAt), asc(requestAttachments.id));
}

/** Only within its own request: an attachment id under another request's URL is not found. */
export async function findAttachmentRow(db: Db, requestId: string, attachmentId: string) {
  const [row] = await db
    .select(attachmentColumns)
    .from(requestAttachments)
    .where(and(eq(requestAttachments.id, attachmentId), eq(requestAttachments.requestId, requestId)));
  return row;
}

export async function insertAttachmentRow(db: Db, values: typeof requestAttachments.$inferInsert) {
  const [row] = await db.insert(requestAttachments).values(values).returning(attachmentColumns);
  return row!;
}

export async function deleteAttachmentRow(db: Db, requestId: string, attachmentId: string) {
  const [row] = await db
    .delete(requestAttachments)
    .where(and(eq(requestAttachments.id, attachmentId), eq(requestAttachments.requestId, requestId)))
    .returning(attachmentColumns);
  return row;
}

export type AttachmentRow = Awaited<ReturnType<typeof listAttachmentRows>>[number];
