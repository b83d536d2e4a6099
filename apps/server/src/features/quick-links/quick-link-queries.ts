import type { Language } from '@portico/domain/language/languages';
import type { QuickLinkSort } from '@portico/domain/quick-links/quick-link-schema';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { and, count, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, employees, quickLinks } from '../../db/schema';
import { bilingualSearch, bilingualSearchText, shownText } from '../../lib/bilingual-search';
import { orderByOf, searchCondition, type SortColumns } from '../../lib/paged-list';

export type QuickLinkRow = typeof quickLinks.$inferSelect & { companyName: string | null };

/**
 * A link's title as a reader of this language sees it (shownIn): theirs, else the other. A
 * personal link's one title is its `label`, whatever the reader's language.
 */
export const shownLabel = (language: Language) => shownText(quickLinks.label, quickLinks.labelFr, language);

const sortsIn = (language: Language): SortColumns<QuickLinkSort> => ({
  columns: { createdAt: quickLinks.createdAt, label: shownLabel(language), url: quickLinks.url },
  tieBreak: quickLinks.id,
});

/** A search by title, in either language and ignoring accents, or by URL. */
const searchedFor = (search: string | undefined) =>
  or(
    bilingualSearch(bilingualSearchText([quickLinks.label], [quickLinks.labelFr]), search),
    searchCondition([quickLinks.url], search),
  );

/** A row with its company's name, as every answer shows it. */
const linkColumns = { ...getTableColumns(quickLinks), companyName: companies.name };
const companyOfLink = eq(companies.id, quickLinks.companyId);

/**
 * The corporate links a person sees: those for every company and those for their own
 * (docs/administration.md).
 */
export function corporateFor(employeeId: string): SQL {
  return and(
    eq(quickLinks.corporate, true),
    or(
      isNull(quickLinks.companyId),
      eq(
        quickLinks.companyId,
        sql`(select ${employees.companyId} from ${employees} where ${employees.id} = ${employeeId})`,
      ),
    ),
  )!;
}

/** The links a person sees: their own and their corporate ones, never another person's. */
function visibleTo(employeeId: string, search: string | undefined): SQL | undefined {
  return and(or(eq(quickLinks.employeeId, employeeId), corporateFor(employeeId)), searchedFor(search));
}

export async function countVisibleLinks(db: Db, employeeId: string, search: string | undefined) {
  const [row] = await db.select({ total: count() }).from(quickLinks).where(visibleTo(employeeId, search));
  return row?.total ?? 0;
}

/** What a list asks for: its search, and its sort in the reader's language. */
interface ListView {
  search: string | undefined;
  sort: QuickLinkSort;
  order: SortOrder;
  language: Language;
}

export function visibleLinksPage(
  db: Db,
  employeeId: string,
  view: ListView,
  window: { limit: number; offset: number },
) {
  return db
    .select(linkColumns)
    .from(quickLinks)
    .leftJoin(companies, companyOfLink)
    .where(visibleTo(employeeId, view.search))
    .orderBy(...orderByOf(sortsIn(view.language), view.sort, view.order))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findQuickLink(db: Pick<Db, 'select'>, id: string): Promise<QuickLinkRow | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(quickLinks)
    .leftJoin(companies, companyOfLink)
    .where(eq(quickLinks.id, id));
  return row;
}

/** Every corporate link, or one company's (with those for every company), for the admin screen. */
function corporateOfCompany(companyId: string | undefined, search: string | undefined) {
  return and(
    eq(quickLinks.corporate, true),
    companyId ? or(isNull(quickLinks.companyId), eq(quickLinks.companyId, companyId)) : undefined,
    searchedFor(search),
  );
}

export async function countCorporateLinks(db: Db, companyId: string | undefined, search: string | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(quickLinks)
    .where(corporateOfCompany(companyId, search));
  return row?.total ?? 0;
}

export function corporateLinksPage(
  db: Db,
  view: ListView & { companyId: string | undefined },
  window: { limit: number; offset: number },
) {
  return db
    .select(linkColumns)
    .from(quickLinks)
    .leftJoin(companies, companyOfLink)
    .where(corporateOfCompany(view.companyId, view.search))
    .orderBy(...orderByOf(sortsIn(view.language), view.sort, view.order))
    .limit(window.limit)
    .offset(window.offset);
}

export function listCompanies(db: Db) {
  return db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(companies.name);
}

/** Whether a company exists, so a link never names one that does not. */
export async function companyExists(db: Pick<Db, 'select'>, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return Boolean(row);
}

type LinkFields = Pick<QuickLinkRow, 'label' | 'labelFr' | 'url' | 'icon' | 'iconColor'>;

export async function insertQuickLink(
  db: Pick<Db, 'insert' | 'select'>,
  fields: LinkFields & Pick<QuickLinkRow, 'employeeId' | 'corporate' | 'companyId'>,
): Promise<QuickLinkRow> {
  const [row] = await db.insert(quickLinks).values(fields).returning({ id: quickLinks.id });
  return (await findQuickLink(db, row!.id))!;
}

export async function updateQuickLink(
  db: Pick<Db, 'update' | 'select'>,
  id: string,
  fields: LinkFields & { companyId?: string | null },
) {
  const [row] = await db
    .update(quickLinks)
    .set(fields)
    .where(eq(quickLinks.id, id))
    .returning({ id: quickLinks.id });
  return row ? findQuickLink(db, row.id) : undefined;
}

export async function deleteQuickLink(db: Pick<Db, 'delete'>, id: string) {
  const deleted = await db.delete(quickLinks).where(eq(quickLinks.id, id)).returning({ id: quickLinks.id });
  return deleted.length > 0;
}
