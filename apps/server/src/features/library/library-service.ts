import type { CorporateFormValues, TrainingDocValues } from '@portico/domain/library/library-schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corporateForms, libraryAttachments, trainingDocs } from '../../db/schema';
import { newStorageKey } from '../../lib/attachments/attachment-file';
import type { AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import type { Upload } from '../../lib/attachments/attachment-upload';
import { notFound } from '../../lib/problem';
import { findLibraryAttachment } from './library-queries';

/*
 * The libraries' writes, for the admin screens and the demo seed: a training (or Covid-19
 * document) or form is created, changed and deleted with its attachments, each write in one
 * transaction so a row and its files' bytes go together or not at all. Knows nothing of HTTP:
 * a route parses the body with the domain's input schema and checks the role first.
 */

export const DOC_NOT_FOUND = 'The document was not found.';
export const FORM_NOT_FOUND = 'The form was not found.';
export const ATTACHMENT_NOT_FOUND = 'The attachment was not found.';

export interface LibraryDeps {
  db: Db;
  openStore: AttachmentStoreFactory;
}

export type AttachmentOwner = { trainingDocId: string } | { formId: string };

const trainingDocRow = (values: TrainingDocValues) => ({
  ...values,
  // Only trainings have a training type; a Covid-19 document has none.
  trainingType: values.type === 'Training' ? values.trainingType : null,
  videoUrl: values.videoUrl || null,
});

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function storeFiles(
  { openStore }: LibraryDeps,
  tx: Tx,
  owner: AttachmentOwner,
  uploads: readonly Upload[],
) {
  const store = openStore(tx);
  const rows = [];
  for (const upload of uploads) {
    const storageKey = newStorageKey();
    await store.put(storageKey, upload.bytes);
    const [row] = await tx
      .insert(libraryAttachments)
      .values({
        ...owner,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: upload.bytes.length,
        storageKey,
      })
      .returning({ id: libraryAttachments.id });
    rows.push(row!);
  }
  return rows;
}

/** Removes the bytes of the attachments the cascade is about to remove with their owner. */
async function dropFilesOf(deps: LibraryDeps, tx: Tx, owner: AttachmentOwner) {
  const column = 'trainingDocId' in owner ? libraryAttachments.trainingDocId : libraryAttachments.formId;
  const id = 'trainingDocId' in owner ? owner.trainingDocId : owner.formId;
  const rows = await tx
    .select({ storageKey: libraryAttachments.storageKey })
    .from(libraryAttachments)
    .where(eq(column, id));
  await deps.openStore(tx).delete(rows.map((row) => row.storageKey));
}

export async function createTrainingDoc(
  deps: LibraryDeps,
  values: TrainingDocValues,
  createdById: string | null,
  uploads: readonly Upload[] = [],
  createdAt?: Date,
  /** More to write in the same transaction (the admin screens' notification and audit entry). */
  alsoWrite?: (tx: Tx, id: string) => Promise<void>,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainingDocs)
      .values({
        ...trainingDocRow(values),
        createdById,
        ...(createdAt && { createdAt, updatedAt: createdAt }),
      })
      .returning({ id: trainingDocs.id });
    await storeFiles(deps, tx, { trainingDocId: row!.id }, uploads);
    await alsoWrite?.(tx, row!.id);
    return row!;
  });
}

export async function updateTrainingDoc(deps: LibraryDeps, id: string, values: TrainingDocValues) {
  const [row] = await deps.db
    .update(trainingDocs)
    .set({ ...trainingDocRow(values), updatedAt: new Date() })
    .where(eq(trainingDocs.id, id))
    .returning({ id: trainingDocs.id });
  if (!row) throw notFound(DOC_NOT_FOUND);
  return row;
}

export async function deleteTrainingDoc(deps: LibraryDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    await dropFilesOf(deps, tx, { trainingDocId: id });
    const removed = await tx
      .delete(trainingDocs)
      .where(eq(trainingDocs.id, id))
      .returning({ id: trainingDocs.id });
    if (removed.length === 0) throw notFound(DOC_NOT_FOUND);
  });
}

export async function createCorporateForm(
  deps: LibraryDeps,
  values: CorporateFormValues,
  createdById: string | null,
  uploads: readonly Upload[] = [],
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(corporateForms)
      .values({ ...values, createdById })
      .returning({ id: corporateForms.id });
    await storeFiles(deps, tx, { formId: row!.id }, uploads);
    return row!;
  });
}

export async function updateCorporateForm(deps: LibraryDeps, id: string, values: CorporateFormValues) {
  const [row] = await deps.db
    .update(corporateForms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(corporateForms.id, id))
    .returning({ id: corporateForms.id });
  if (!row) throw notFound(FORM_NOT_FOUND);
  return row;
}

export async function deleteCorporateForm(deps: LibraryDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    await dropFilesOf(deps, tx, { formId: id });
    const removed = await tx
      .delete(corporateForms)
      .where(eq(corporateForms.id, id))
      .returning({ id: corporateForms.id });
    if (removed.length === 0) throw notFound(FORM_NOT_FOUND);
  });
}

/** Adds a file to an existing training, Covid-19 document or form. */
export async function addLibraryAttachment(deps: LibraryDeps, owner: AttachmentOwner, upload: Upload) {
  return deps.db.transaction(async (tx) => {
    const table = 'trainingDocId' in owner ? trainingDocs : corporateForms;
    const id = 'trainingDocId' in owner ? owner.trainingDocId : owner.formId;
    const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('share');
    if (!exists) throw notFound('trainingDocId' in owner ? DOC_NOT_FOUND : FORM_NOT_FOUND);
    const [row] = await storeFiles(deps, tx, owner, [upload]);
    return row!;
  });
}

/** Removes one file and its bytes; with an owner, only a file of that owner. */
export async function removeLibraryAttachment(
  deps: LibraryDeps,
  attachmentId: string,
  owner?: AttachmentOwner,
) {
  await deps.db.transaction(async (tx) => {
    const ownerColumn =
      owner &&
      ('trainingDocId' in owner
        ? eq(libraryAttachments.trainingDocId, owner.trainingDocId)
        : eq(libraryAttachments.formId, owner.formId));
    const removed = await tx
      .delete(libraryAttachments)
      .where(and(inArray(libraryAttachments.id, [attachmentId]), ownerColumn))
      .returning({ storageKey: libraryAttachments.storageKey });
    if (removed.length === 0) throw notFound(ATTACHMENT_NOT_FOUND);
    await deps.openStore(tx).delete(removed.map((row) => row.storageKey));
  });
}

/** A file to download: every library document is open to every signed-in employee. */
export async function readLibraryAttachment(deps: LibraryDeps, attachmentId: string) {
  const row = await findLibraryAttachment(deps.db, attachmentId);
  const bytes = row && (await deps.openStore(deps.db).get(row.storageKey));
  if (!row || !bytes) throw notFound(ATTACHMENT_NOT_FOUND);
  return { attachment: row, bytes };
}
