import { firstDayOf, type WallOfWowValues } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, wallOfWow } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log';
import { newStorageKey } from '../../lib/attachments/attachment-file';
import type { AttachmentStoreFactory } from '../../lib/attachments/attachment-store';
import type { Upload } from '../../lib/attachments/attachment-upload';
import { HttpProblem, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { monthTaken } from './wall-of-wow-queries';

/*
 * The Wall of Wow's administration (docs/administration.md): every write and its audit entry
 * in one transaction, so the log holds an entry exactly when the change happened.
 */

export interface WallOfWowDeps {
  db: Db;
  openStore: AttachmentStoreFactory;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const WALL_OF_WOW_NOT_FOUND = 'This Wall of Wow entry was not found.';
export const UNKNOWN_WINNER = 'Choose the winner from the directory';
export const monthTakenMessage = (month: string) => `There is already a Wall of Wow for ${month}.`;

/** What the audit log keeps of an entry: its fields as the form shows them, the picture's name. */
async function snapshot(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      month: wallOfWow.month,
      winner: employees.displayName,
      winnerId: wallOfWow.winnerId,
      nominatedBy: wallOfWow.nominatedBy,
      value: wallOfWow.value,
      image: wallOfWow.imageFileName,
      shippedImage: wallOfWow.imageName,
      imageStorageKey: wallOfWow.imageStorageKey,
    })
    .from(wallOfWow)
    .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
    .where(eq(wallOfWow.id, id));
  if (!row) return undefined;
  const { shippedImage, imageStorageKey, ...fields } = row;
  return { state: { ...fields, image: fields.image ?? shippedImage }, imageStorageKey };
}

/** How an entry reads in the log: 'Robin Vasquez (2026-03)'. */
const labelOf = (state: { month: string; winner: string }) => `${state.winner} (${state.month.slice(0, 7)})`;

/** 400 on the field when the winner is not an employee; 409 on the month when it is taken. */
async function checkValues(tx: Tx, values: WallOfWowValues, exceptId?: string) {
  const [winner] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.id, values.winnerId));
  if (!winner) throw new HttpProblem(400, UNKNOWN_WINNER, { winnerId: [UNKNOWN_WINNER] });
  if (await monthTaken(tx, firstDayOf(values.month), exceptId)) {
    const message = monthTakenMessage(values.month);
    throw new HttpProblem(409, message, { month: [message] });
  }
}

const columnsOf = (values: WallOfWowValues) => ({
  month: firstDayOf(values.month),
  winnerId: values.winnerId,
  nominatedBy: values.nominatedBy,
  value: values.value,
  valueFr: values.valueFr,
});

export function createWallOfWow(deps: WallOfWowDeps, actor: Viewer, values: WallOfWowValues) {
  return deps.db.transaction(async (tx) => {
    await checkValues(tx, values);
    const [row] = await tx.insert(wallOfWow).values(columnsOf(values)).returning({ id: wallOfWow.id });
    const after = (await snapshot(tx, row!.id))!.state;
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'wall-of-wow',
      entityId: row!.id,
      entityLabel: labelOf(after),
      before: null,
      after,
    });
    return { id: row!.id };
  });
}

/**
 * One change of an existing entry in one transaction: its state before (404 when there is
 * none), the change, its state after, and the audit entry.
 */
function changeLogged<T>(
  deps: WallOfWowDeps,
  actor: Viewer,
  id: string,
  action: 'update' | 'delete',
  change: (tx: Tx, before: { imageStorageKey: string | null }) => Promise<T>,
) {
  return deps.db.transaction(async (tx) => {
    const before = await snapshot(tx, id);
    if (!before) throw notFound(WALL_OF_WOW_NOT_FOUND);
    const result = await change(tx, before);
    const after = action === 'delete' ? null : ((await snapshot(tx, id))?.state ?? null);
    await recordAudit(tx, actor, {
      action,
      entityType: 'wall-of-wow',
      entityId: id,
      entityLabel: labelOf(after ?? before.state),
      before: before.state,
      after,
    });
    return result;
  });
}

export const updateWallOfWow = (deps: WallOfWowDeps, actor: Viewer, id: string, values: WallOfWowValues) =>
  changeLogged(deps, actor, id, 'update', async (tx) => {
    await checkValues(tx, values, id);
    await tx.update(wallOfWow).set(columnsOf(values)).where(eq(wallOfWow.id, id));
    return { id };
  });

/** Deletes an entry with its uploaded picture's bytes. */
export const deleteWallOfWow = (deps: WallOfWowDeps, actor: Viewer, id: string) =>
  changeLogged(deps, actor, id, 'delete', async (tx, before) => {
    await tx.delete(wallOfWow).where(eq(wallOfWow.id, id));
    if (before.imageStorageKey) await deps.openStore(tx).delete([before.imageStorageKey]);
  });

/** Sets an entry's picture, replacing the one it had (whose bytes go with it). */
export const setWallOfWowImage = (deps: WallOfWowDeps, actor: Viewer, id: string, upload: Upload) =>
  changeLogged(deps, actor, id, 'update', async (tx, before) => {
    const store = deps.openStore(tx);
    const storageKey = newStorageKey();
    await store.put(storageKey, upload.bytes);
    await tx
      .update(wallOfWow)
      .set({
        imageName: null,
        imageStorageKey: storageKey,
        imageFileName: upload.fileName,
        imageContentType: upload.contentType,
        imageSize: upload.bytes.length,
      })
      .where(eq(wallOfWow.id, id));
    if (before.imageStorageKey) await store.delete([before.imageStorageKey]);
  });
