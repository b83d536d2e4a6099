import { and, count, desc, eq, lte, ne, type SQL } from 'drizzle-orm';
import {
  uploadedImagePath,
  type WallOfWowAdminQuery,
  type WallOfWowAdminRow,
  type WallOfWowSort,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { WALL_OF_WOW_IMAGE_PATH } from '@portico/domain/wall-of-wow/wall-of-wow';
import type { Db } from '../../db/client';
import { employees, wallOfWow } from '../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns } from '../../lib/paged-list';
import { shownText } from '../../lib/bilingual-search';
import type { Language } from '@portico/domain/language/languages';

/** What every reader of an entry selects: its fields, the winner's name, the picture's kind. */
const ENTRY = {
  id: wallOfWow.id,
  month: wallOfWow.month,
  winner: { id: employees.id, name: employees.displayName },
  nominatedBy: wallOfWow.nominatedBy,
  value: wallOfWow.value,
  valueFr: wallOfWow.valueFr,
  imageName: wallOfWow.imageName,
  imageStorageKey: wallOfWow.imageStorageKey,
  imageFileName: wallOfWow.imageFileName,
};

type EntryRow = {
  id: string;
  month: string;
  winner: { id: string; name: string };
  nominatedBy: string;
  value: string;
  valueFr: string;
  imageName: string | null;
  imageStorageKey: string | null;
  imageFileName: string | null;
};

/** The picture's address: an uploaded one from the API, a shipped one from the web app. */
export function imageUrlOf(row: Pick<EntryRow, 'id' | 'imageName' | 'imageStorageKey'>): string | null {
  if (row.imageStorageKey) return uploadedImagePath(row.id);
  if (row.imageName) return `${WALL_OF_WOW_IMAGE_PATH}${row.imageName}`;
  return null;
}

const toAdminRow = (row: EntryRow): WallOfWowAdminRow => ({
  id: row.id,
  month: row.month,
  winner: row.winner,
  nominatedBy: row.nominatedBy,
  value: row.value,
  valueFr: row.valueFr,
  imageUrl: imageUrlOf(row),
  imageName: row.imageFileName ?? row.imageName,
});

/**
 * The Wall of Wow of the latest month that has begun by `today` (YYYY-MM-DD), with the winner's
 * name: an entry made ahead for next month waits for its month.
 */
export async function findLatestWallOfWow(db: Db, today: string) {
  const [row] = await db
    .select(ENTRY)
    .from(wallOfWow)
    .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
    .where(lte(wallOfWow.month, today))
    .orderBy(desc(wallOfWow.month))
    .limit(1);
  return row && toAdminRow(row);
}

/** One entry as the administration edits it, or undefined. */
export async function findWallOfWow(db: Db, id: string) {
  const [row] = await db
    .select(ENTRY)
    .from(wallOfWow)
    .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
    .where(eq(wallOfWow.id, id));
  return row && toAdminRow(row);
}

/** What serving an entry's uploaded picture needs. */
export async function findUploadedImage(db: Db, id: string) {
  const [row] = await db
    .select({
      storageKey: wallOfWow.imageStorageKey,
      name: wallOfWow.imageFileName,
      contentType: wallOfWow.imageContentType,
    })
    .from(wallOfWow)
    .where(eq(wallOfWow.id, id));
  if (!row?.storageKey || !row.name || !row.contentType) return undefined;
  return { storageKey: row.storageKey, name: row.name, contentType: row.contentType };
}

/** Whether another entry already has this month (the month is unique). */
export async function monthTaken(db: Db, firstDay: string, exceptId?: string) {
  const [row] = await db
    .select({ id: wallOfWow.id })
    .from(wallOfWow)
    .where(and(eq(wallOfWow.month, firstDay), exceptId ? ne(wallOfWow.id, exceptId) : undefined));
  return row !== undefined;
}

/** The value sorts as the reader reads it, in their language if the entry has it. */
const sortsIn = (language: Language): SortColumns<WallOfWowSort> => ({
  columns: {
    month: wallOfWow.month,
    winner: employees.nameOrder,
    value: shownText(wallOfWow.value, wallOfWow.valueFr, language),
  },
  tieBreak: wallOfWow.id,
});

/**
 * The administration's list: newest month first, searched by winner, nominator or value in
 * either language (a few dozen entries: "contains" reads them all).
 */
export function listWallOfWow(db: Db, query: WallOfWowAdminQuery, language: Language) {
  const where: SQL | undefined = searchCondition(
    [employees.displayName, wallOfWow.nominatedBy, wallOfWow.value, wallOfWow.valueFr],
    query.search,
  );
  return pagedList<WallOfWowAdminRow>(query, {
    count: async () =>
      (
        await db
          .select({ total: count() })
          .from(wallOfWow)
          .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
          .where(where)
      )[0]?.total ?? 0,
    rows: async (window) => {
      const rows = await db
        .select(ENTRY)
        .from(wallOfWow)
        .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
        .where(where)
        .orderBy(...orderByOf(sortsIn(language), query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(toAdminRow);
    },
  });
}
