import type { QuickLinkSort } from '@portico/domain/quick-links/quick-link-schema';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickLinks } from '../../db/schema';
import { orderByOf, searchCondition, type SortColumns } from '../../lib/paged-list';

export type QuickLinkRow = typeof quickLinks.$inferSelect;

const SORTS: SortColumns<QuickLinkSort> = {
  columns: { createdAt: quickLinks.createdAt, label: quickLinks.label, url: quickLinks.url },
  tieBreak: quickLinks.id,
};

/** The links a person sees: their own and the corporate ones, never another person's. */
function visibleTo(employeeId: string, search: string | undefined): SQL | undefined {
  return and(
    or(eq(quickLinks.employeeId, employeeId), eq(quickLinks.corporate, true)),
    searchCondition([quickLinks.label, quickLinks.url], search),
  );
}

export async function countVisibleLinks(db: Db, employeeId: string, search: string | undefined) {
  const [row] = await db.select({ total: count() }).from(quickLinks).where(visibleTo(employeeId, search));
  return row?.total ?? 0;
}

export function visibleLinksPage(
  db: Db,
  employeeId: string,
  view: { search: string | undefined; sort: QuickLinkSort; order: SortOrder },
  window: { limit: number; offset: number },
) {
  return db
    .select()
    .from(quickLinks)
    .where(visibleTo(employeeId, view.search))
    .orderBy(...orderByOf(SORTS, view.sort, view.order))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findQuickLink(db: Pick<Db, 'select'>, id: string): Promise<QuickLinkRow | undefined> {
  const [row] = await db.select().from(quickLinks).where(eq(quickLinks.id, id));
  return row;
}

type LinkFields = Pick<QuickLinkRow, 'label' | 'url' | 'icon' | 'iconColor'>;

export async function insertQuickLink(
  db: Pick<Db, 'insert'>,
  fields: LinkFields & Pick<QuickLinkRow, 'employeeId' | 'corporate'>,
): Promise<QuickLinkRow> {
  const [row] = await db.insert(quickLinks).values(fields).returning();
  return row!;
}

export async function updateQuickLink(db: Db, id: string, fields: LinkFields) {
  const [row] = await db.update(quickLinks).set(fields).where(eq(quickLinks.id, id)).returning();
  return row;
}

export async function deleteQuickLink(db: Db, id: string) {
  const deleted = await db.delete(quickLinks).where(eq(quickLinks.id, id)).returning({ id: quickLinks.id });
  return deleted.length > 0;
}
