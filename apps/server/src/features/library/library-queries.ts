import type { SortOrder } from '@portico/domain/shared/list-query';
import type { FormSort, LibraryAttachment, TrainingSort } from '@portico/domain/library/library-schema';
import { COVID_DOC_TYPES, TRAINING_DOC_KIND } from '@portico/domain/library/library-constants';
import { and, asc, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { corporateForms, libraryAttachments, trainingDocs } from '../../db/schema';
import { orderByOf, pagedList, type PageRequest, type SortColumns } from '../../lib/paged-list';
import { bilingualSearch, bilingualSearchText, shownText } from '../../lib/bilingual-search';
import type { Language } from '@portico/domain/language/languages';

/*
 * The libraries' SQL: a page of trainings, Covid-19 documents or forms, filtered and searched
 * on their indexes (the search in either language, decision 065), sorted by the name the
 * reader sees, and the attachments of the rows on a page in one more query.
 */

export interface CategoryFilter {
  search?: string | undefined;
  /** The reader's: the name sort follows the name they see. */
  language: Language;
  category?: string | undefined;
  subCategory?: string | undefined;
}

const categoryWhere = (table: { category: AnyColumn; subCategory: AnyColumn }, filter: CategoryFilter) =>
  and(
    filter.category ? eq(table.category, filter.category) : undefined,
    filter.subCategory ? eq(table.subCategory, filter.subCategory) : undefined,
  );

const docSearch = (text: string | undefined): SQL | undefined =>
  bilingualSearch(
    bilingualSearchText(
      [trainingDocs.name, trainingDocs.description],
      [trainingDocs.nameFr, trainingDocs.descriptionFr],
    ),
    text,
  );
const docName = (language: Language) => shownText(trainingDocs.name, trainingDocs.nameFr, language);

const countOf = async (db: Db, table: typeof trainingDocs | typeof corporateForms, where: SQL | undefined) =>
  (await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0;

/* ---------- Trainings ---------- */

const trainingSorts = (language: Language): SortColumns<TrainingSort> => ({
  columns: { createdAt: trainingDocs.createdAt, name: docName(language) },
  tieBreak: trainingDocs.id,
});

export interface TrainingDocsQuery extends CategoryFilter, PageRequest {
  sort: TrainingSort;
  order: SortOrder;
  /** The administration lists Covid-19 documents too; the library, trainings only. */
  types?: readonly string[];
}

const trainingSummaryColumns = {
  id: trainingDocs.id,
  name: trainingDocs.name,
  nameFr: trainingDocs.nameFr,
  type: trainingDocs.type,
  trainingType: trainingDocs.trainingType,
  region: trainingDocs.region,
  category: trainingDocs.category,
  subCategory: trainingDocs.subCategory,
  description: trainingDocs.description,
  descriptionFr: trainingDocs.descriptionFr,
  hasVideo: sql<boolean>`coalesce(${trainingDocs.videoUrl}, '') <> ''`,
  // Spelled out: inside a subquery Drizzle would leave both `id` columns unqualified.
  attachmentCount: sql<number>`(select count(*)::int from library_attachments la where la.training_doc_id = "training_docs"."id")`,
  createdAt: trainingDocs.createdAt,
};

/** One page of the Training Library (trainings only, unless told), filtered, searched and ordered. */
export function listTrainingDocs(db: Db, query: TrainingDocsQuery) {
  const where = and(
    inArray(trainingDocs.type, [...(query.types ?? [TRAINING_DOC_KIND])]),
    categoryWhere(trainingDocs, query),
    docSearch(query.search),
  );
  return pagedList(query, {
    count: () => countOf(db, trainingDocs, where),
    rows: (window) =>
      db
        .select(trainingSummaryColumns)
        .from(trainingDocs)
        .where(where)
        .orderBy(...orderByOf(trainingSorts(query.language), query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}

/** A training or Covid-19 document, whatever its type (a notification may name either). */
export async function findTrainingDoc(db: Db, id: string) {
  const [row] = await db.select().from(trainingDocs).where(eq(trainingDocs.id, id));
  return row;
}

/** Spec §2 Covid-19 Protocols: the documents of type Protocol or Form, by name. */
export function listCovidDocs(
  db: Db,
  query: PageRequest & { search?: string | undefined; order: SortOrder; language: Language },
) {
  const where = and(inArray(trainingDocs.type, [...COVID_DOC_TYPES]), docSearch(query.search));
  const sorts: SortColumns<'name'> = {
    columns: { name: docName(query.language) },
    tieBreak: trainingDocs.id,
  };
  return pagedList(query, {
    count: () => countOf(db, trainingDocs, where),
    rows: (window) =>
      db
        .select()
        .from(trainingDocs)
        .where(where)
        .orderBy(...orderByOf(sorts, 'name', query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}

/* ---------- Forms ---------- */

const formSorts = (language: Language): SortColumns<FormSort> => ({
  columns: { name: shownText(corporateForms.name, corporateForms.nameFr, language) },
  tieBreak: corporateForms.id,
});

export interface FormsQuery extends CategoryFilter, PageRequest {
  sort: FormSort;
  order: SortOrder;
}

const formColumns = {
  id: corporateForms.id,
  name: corporateForms.name,
  nameFr: corporateForms.nameFr,
  region: corporateForms.region,
  category: corporateForms.category,
  subCategory: corporateForms.subCategory,
};

/** One corporate form, for its administration form. */
export async function findCorporateForm(db: Db, id: string) {
  const [row] = await db.select(formColumns).from(corporateForms).where(eq(corporateForms.id, id));
  return row;
}

/** One page of Corporate Forms, filtered and searched by name in either language. */
export function listForms(db: Db, query: FormsQuery) {
  const search = bilingualSearch(
    bilingualSearchText([corporateForms.name], [corporateForms.nameFr]),
    query.search,
  );
  const where = and(categoryWhere(corporateForms, query), search);
  return pagedList(query, {
    count: () => countOf(db, corporateForms, where),
    rows: (window) =>
      db
        .select(formColumns)
        .from(corporateForms)
        .where(where)
        .orderBy(...orderByOf(formSorts(query.language), query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}

/* ---------- Attachments ---------- */

const attachmentColumns = {
  id: libraryAttachments.id,
  name: libraryAttachments.fileName,
  contentType: libraryAttachments.contentType,
  size: libraryAttachments.size,
  trainingDocId: libraryAttachments.trainingDocId,
  formId: libraryAttachments.formId,
};

/** The attachments of some trainings or forms, oldest first, grouped by their owner's id. */
export async function attachmentsByOwner(
  db: Db,
  owner: 'trainingDoc' | 'form',
  ids: readonly string[],
): Promise<Map<string, LibraryAttachment[]>> {
  const byOwner = new Map<string, LibraryAttachment[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOwner;
  const column = owner === 'trainingDoc' ? libraryAttachments.trainingDocId : libraryAttachments.formId;
  const rows = await db
    .select(attachmentColumns)
    .from(libraryAttachments)
    .where(inArray(column, [...ids]))
    .orderBy(asc(libraryAttachments.createdAt), asc(libraryAttachments.id));
  for (const { trainingDocId, formId, ...attachment } of rows) {
    byOwner.get((owner === 'trainingDoc' ? trainingDocId : formId) ?? '')?.push(attachment);
  }
  return byOwner;
}

/** One attachment with where its bytes are. */
export async function findLibraryAttachment(db: Db, id: string) {
  const [row] = await db
    .select({ ...attachmentColumns, storageKey: libraryAttachments.storageKey })
    .from(libraryAttachments)
    .where(eq(libraryAttachments.id, id));
  return row;
}
