import { inUseMessage } from '@portico/domain/request-catalogue/catalogue-status';
import {
  CATEGORY_NAME_TAKEN,
  categoryChangeRefusal,
  type CategoryAdminRow,
  type CategoryInput,
} from '@portico/domain/request-catalogue/category-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { requestCategories } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit-log';
import { HttpProblem, notFound } from '../../../lib/problem';
import type { Viewer } from '../../../lib/viewer';
import { findCategoryRow, isCategoryNameTaken } from './category-admin-queries';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/constraint-errors';

export const CATEGORY_NOT_FOUND = 'The category was not found.';

const nameTaken = () => new HttpProblem(409, CATEGORY_NAME_TAKEN, { name: [CATEGORY_NAME_TAKEN] });

/** What the audit log keeps of a category. */
const snapshot = ({ name, requestType, active }: CategoryAdminRow) => ({ name, requestType, active });
const labelOf = (category: { name: string; requestType: string }) =>
  `${category.name} (${category.requestType})`;

/** Unique-name races end as the same 409 the check before gives. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Adds a category, with its audit entry, in one transaction. */
export function createCategory(db: Db, actor: Viewer, input: CategoryInput): Promise<CategoryAdminRow> {
  return guarded(() =>
    db.transaction(async (tx) => {
      if (await isCategoryNameTaken(tx, input.name, input.requestType)) throw nameTaken();
      const [created] = await tx
        .insert(requestCategories)
        .values(input)
        .returning({ id: requestCategories.id });
      const after = (await findCategoryRow(tx, created!.id))!;
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'request-category',
        entityId: after.id,
        entityLabel: labelOf(after),
        before: null,
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/**
 * Changes a category. Requests that name it keep it under its new name; a category in use
 * keeps its request type (`categoryChangeRefusal`). Saving it unchanged logs nothing.
 */
export function updateCategory(
  db: Db,
  actor: Viewer,
  id: string,
  input: CategoryInput,
): Promise<CategoryAdminRow> {
  return guarded(() =>
    db.transaction(async (tx) => {
      const before = await findCategoryRow(tx, id, true);
      if (!before) throw notFound(CATEGORY_NOT_FOUND);
      const refusal = categoryChangeRefusal(before, input, before.requestCount);
      if (refusal) throw new HttpProblem(409, refusal, { requestType: [refusal] });
      if (await isCategoryNameTaken(tx, input.name, input.requestType, id)) throw nameTaken();
      await tx.update(requestCategories).set(input).where(eq(requestCategories.id, id));
      const after = (await findCategoryRow(tx, id))!;
      if (JSON.stringify(snapshot(before)) === JSON.stringify(snapshot(after))) return after;
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'request-category',
        entityId: id,
        entityLabel: labelOf(after),
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/**
 * Deletes a category nobody's request names. One in use is refused (409) with the way out:
 * deactivating it, which takes it off the request form and leaves the requests as they were.
 */
export async function deleteCategory(db: Db, actor: Viewer, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await findCategoryRow(tx, id, true);
      if (!before) throw notFound(CATEGORY_NOT_FOUND);
      if (before.requestCount > 0) throw new HttpProblem(409, inUseMessage('category', before.requestCount));
      await tx.delete(requestCategories).where(eq(requestCategories.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entityType: 'request-category',
        entityId: id,
        entityLabel: labelOf(before),
        before: snapshot(before),
        after: null,
      });
    });
  } catch (error) {
    // A request made with it at the very moment: it is in use after all.
    if (isForeignKeyViolation(error)) throw new HttpProblem(409, inUseMessage('category', 1));
    throw error;
  }
}
