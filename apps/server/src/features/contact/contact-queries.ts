import { count, eq } from 'drizzle-orm';
import type { SortOrder } from '@portico/domain/shared/list-query';
import type { Db } from '../../db/client';
import { contactMessages, employees } from '../../db/schema';
import { orderByOf, type SortColumns } from '../../lib/paged-list';

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
    subject: contactMessages.subject,
    submittedBy: employees.displayName,
  },
  tieBreak: contactMessages.id,
};

export const countContactMessages = async (db: Db) =>
  (await db.select({ total: count() }).from(contactMessages))[0]?.total ?? 0;

export function listContactMessageRows(
  db: Db,
  sort: 'createdAt' | 'subject' | 'submittedBy',
  order: SortOrder,
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
    .orderBy(...orderByOf(sorts, sort, order))
    .limit(window.limit)
    .offset(window.offset);
}
