import type { CorporateFormValues, TrainingDocValues } from '@portico/domain/library/library-schema';
import { and, asc, eq } from 'drizzle-orm';
import { corporateForms, libraryAttachments, notifications, trainingDocs } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log';
import type { Upload } from '../../lib/attachments/attachment-upload';
import { announceWithdrawal, notifyEveryone } from '../../lib/notifications';
import { notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import {
  addLibraryAttachment,
  createCorporateForm,
  createTrainingDoc,
  deleteCorporateForm,
  deleteTrainingDoc,
  DOC_NOT_FOUND,
  FORM_NOT_FOUND,
  removeLibraryAttachment,
  updateCorporateForm,
  updateTrainingDoc,
  type AttachmentOwner,
  type LibraryDeps,
  type Tx,
} from './library-service';

/*
 * The libraries' administration (docs/administration.md): the library's writes, each with its
 * audit entry in the same transaction; a training (type 'Training') is announced to everyone
 * as 'New Training', linking to its detail (spec §9), once it has a file or a video, and the
 * announcement goes with it when it is deleted. Forms are not announced.
 */

export type LibraryKind = 'training' | 'form';

const KINDS = {
  training: { entityType: 'training-doc', notFound: DOC_NOT_FOUND },
  form: { entityType: 'corporate-form', notFound: FORM_NOT_FOUND },
} as const;

const ownerOf = (kind: LibraryKind, id: string): AttachmentOwner =>
  kind === 'training' ? { trainingDocId: id } : { formId: id };

async function fileNames(tx: Tx, owner: AttachmentOwner) {
  const column = 'trainingDocId' in owner ? libraryAttachments.trainingDocId : libraryAttachments.formId;
  const id = 'trainingDocId' in owner ? owner.trainingDocId : owner.formId;
  const files = await tx
    .select({ name: libraryAttachments.fileName })
    .from(libraryAttachments)
    .where(eq(column, id))
    .orderBy(asc(libraryAttachments.createdAt), asc(libraryAttachments.id));
  return files.map((file) => file.name);
}

/** What the audit log keeps of a document: its fields and its files' names. */
async function snapshot(tx: Tx, kind: LibraryKind, id: string) {
  if (kind === 'form') {
    const [form] = await tx.select().from(corporateForms).where(eq(corporateForms.id, id));
    if (!form) return undefined;
    const { name, nameFr, region, category, subCategory } = form;
    return { name, nameFr, region, category, subCategory, attachments: await fileNames(tx, { formId: id }) };
  }
  const [doc] = await tx.select().from(trainingDocs).where(eq(trainingDocs.id, id));
  if (!doc) return undefined;
  const {
    name,
    nameFr,
    type,
    trainingType,
    category,
    subCategory,
    region,
    group,
    description,
    descriptionFr,
    videoUrl,
  } = doc;
  return {
    name,
    nameFr,
    type,
    trainingType,
    category,
    subCategory,
    region,
    group,
    description,
    descriptionFr,
    videoUrl,
    attachments: await fileNames(tx, { trainingDocId: id }),
  };
}

type Snapshot = NonNullable<Awaited<ReturnType<typeof snapshot>>>;

const newTrainingOf = (id: string) =>
  and(eq(notifications.trainingId, id), eq(notifications.type, 'New Training'));

/**
 * A training is announced to everyone once it is published: of type Training with something
 * to open (a file or a video), and once only. Until then (a training saved before its files
 * are attached) nobody is sent to an empty page. The Admin who publishes it is not told.
 */
async function announceWhenPublished(tx: Tx, actor: Viewer, id: string, doc: Snapshot | null | undefined) {
  if (!doc || !('type' in doc) || doc.type !== 'Training') return;
  if (!doc.videoUrl && doc.attachments.length === 0) return;
  const [announced] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(newTrainingOf(id))
    .limit(1);
  if (announced) return;
  // Each reader reads the name in their language (notice-texts.ts); the stored text has one.
  await notifyEveryone(tx, {
    type: 'New Training',
    description: `${doc.name || doc.nameFr} was added to the Training Library.`,
    message: { id: 'newTraining', values: { name: doc.name, nameFr: doc.nameFr } },
    link: { trainingId: id },
    notFor: actor.employeeId,
  });
}

/** A deleted training takes its announcement along, and the open bells are told at once. */
async function withdrawAnnouncement(tx: Tx, id: string) {
  const removed = await tx.delete(notifications).where(newTrainingOf(id)).returning({ id: notifications.id });
  if (removed.length > 0) await announceWithdrawal(tx);
}

/**
 * One change of an existing document in one transaction: its state before (404 when there is
 * none), the change, its state after, and the audit entry.
 */
async function changeLogged<T>(
  deps: LibraryDeps,
  actor: Viewer,
  kind: LibraryKind,
  id: string,
  action: 'update' | 'delete',
  change: (deps: LibraryDeps, before: Snapshot) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const before = await snapshot(tx, kind, id);
    if (!before) throw notFound(KINDS[kind].notFound);
    const result = await change({ ...deps, db: tx }, before);
    const after = action === 'delete' ? null : ((await snapshot(tx, kind, id)) ?? null);
    if (kind === 'training') {
      if (action === 'delete') await withdrawAnnouncement(tx, id);
      else await announceWhenPublished(tx, actor, id, after);
    }
    await recordAudit(tx, actor, {
      action,
      entityType: KINDS[kind].entityType,
      entityId: id,
      entityLabel: after?.name || after?.nameFr || before.name || before.nameFr,
      before,
      after,
    });
    return result;
  });
}

export async function adminCreateTrainingDoc(deps: LibraryDeps, actor: Viewer, values: TrainingDocValues) {
  return createTrainingDoc(deps, values, actor.employeeId, [], undefined, async (tx, id) => {
    const after = await snapshot(tx, 'training', id);
    await announceWhenPublished(tx, actor, id, after);
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'training-doc',
      entityId: id,
      entityLabel: values.name || values.nameFr,
      before: null,
      after,
    });
  });
}

export async function adminCreateCorporateForm(
  deps: LibraryDeps,
  actor: Viewer,
  values: CorporateFormValues,
) {
  return deps.db.transaction(async (tx) => {
    const row = await createCorporateForm({ ...deps, db: tx }, values, actor.employeeId);
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'corporate-form',
      entityId: row.id,
      entityLabel: values.name || values.nameFr,
      before: null,
      after: await snapshot(tx, 'form', row.id),
    });
    return row;
  });
}

export const adminUpdateTrainingDoc = (
  deps: LibraryDeps,
  actor: Viewer,
  id: string,
  values: TrainingDocValues,
) => changeLogged(deps, actor, 'training', id, 'update', (inTx) => updateTrainingDoc(inTx, id, values));

export const adminUpdateCorporateForm = (
  deps: LibraryDeps,
  actor: Viewer,
  id: string,
  values: CorporateFormValues,
) => changeLogged(deps, actor, 'form', id, 'update', (inTx) => updateCorporateForm(inTx, id, values));

/** Deletes a document with its files' bytes. */
export const adminDeleteLibraryDoc = (deps: LibraryDeps, actor: Viewer, kind: LibraryKind, id: string) =>
  changeLogged(deps, actor, kind, id, 'delete', (inTx) =>
    kind === 'training' ? deleteTrainingDoc(inTx, id) : deleteCorporateForm(inTx, id),
  );

/** A file added to a document is a change of the document, logged as one. */
export const adminAddLibraryFile = (
  deps: LibraryDeps,
  actor: Viewer,
  kind: LibraryKind,
  id: string,
  upload: Upload,
) =>
  changeLogged(deps, actor, kind, id, 'update', async (inTx) => {
    const row = await addLibraryAttachment(inTx, ownerOf(kind, id), upload);
    return { id: row.id, name: upload.fileName, contentType: upload.contentType, size: upload.bytes.length };
  });

export const adminRemoveLibraryFile = (
  deps: LibraryDeps,
  actor: Viewer,
  kind: LibraryKind,
  id: string,
  attachmentId: string,
) =>
  changeLogged(deps, actor, kind, id, 'update', (inTx) =>
    removeLibraryAttachment(inTx, attachmentId, ownerOf(kind, id)),
  );
