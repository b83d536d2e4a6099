import { count, eq } from 'drizzle-orm';
import type { SortOrder } from '@portico/domain/shared/list-query';
import type { Db } from '../../db/client';
import { contactMessages, employees } from '../../db/schema';
import { orderByOf, searchCondition, type SortColumns, textOrder } from '../../lib/paged-list';

export async function insertContactMessage(
  db: Db,
  row: { subject: string; message: string; submittedById: string },
) {
  const [stored] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return stored!;
}

const sorts: SortColumns<'createdAt' | 'subject' | 'submittedBy'> = {
  columns: {
    createdAt: contactMessages.createdAt,
    subject: textOrder(contactMessages.subject),
    submittedBy: employees.nameOrder,
  },
  tieBreak: contactMessages.id,
};

/** A search finds a word in the subject, the sender's name or the message itself. */
const matching = (search: string | undefined) =>
  searchCondition([contactMessages.subject, employees.displayName, contactMessages.message], search);

export async function countContactMessages(db: Db, search: string | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .innerJoin(employees, eq(employees.id, contactMessages.submittedById))
    .where(matching(search));
  return row?.total ?? 0;
}

export function listContactMessageRows(
  db: Db,
  view: { search: string | undefined; sort: 'createdAt' | 'subject' | 'submittedBy'; order: SortOrder },
  window: { limit: number; offset: number },
) {
  return db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      submitterId: employees.id,
      submitterName: employees.displayName,
      submitterEmail: employees.workEmail,
    })
    .from(contactMessages)
    .innerJoin(employees, eq(employees.id, contactMessages.submittedById))
    .where(matching(view.search))
    .orderBy(...orderByOf(sorts, view.sort, view.order))
    .limit(window.limit)
    .offset(window.offset);
}
