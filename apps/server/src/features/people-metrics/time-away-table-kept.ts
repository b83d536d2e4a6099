import { OTHER_DEPARTMENTS_CHIP } from '@portico/domain/time-away/time-away-table';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { peopleCounts } from '../../db/schema';
import { countCurrentPeopleWhere, countedToday } from '../../lib/people-counts';
import type { ResolvedPeopleScope } from '../../lib/people-scope-queries';
import { chosenDepartments, notInField, offeredDepartment } from './time-away-departments-sql';

/*
 * The Time Away table's count and department chips for everyone, from the kept counts of
 * current people by department (`people_counts`, decisions 068 and 070): a sum over a few
 * hundred rows, where counting `employees` grew with the organisation. The table's people are
 * the current ones outside Field, which is all the roll-up needs to know; a company chip or a
 * search still counts in `employees`.
 */

const department = peopleCounts.department;

/** Whether the kept counts can answer: everyone in view, every company, no search. */
export const keptCountsAnswer = (filter: {
  scope: ResolvedPeopleScope;
  company?: string[] | undefined;
  search?: string | undefined;
}) => filter.scope.kind === 'everyone' && filter.company === undefined && !filter.search;

/** Everyone the table counts in the chosen departments. */
export const countFromKept = (db: Db, departments: string[] | undefined) =>
  countCurrentPeopleWhere(db, and(notInField(department), chosenDepartments(department, departments)));

/** The offered departments of everyone counted, and Other last when anyone has none of them. */
export async function departmentChipsFromKept(db: Db) {
  const counted = (where: ReturnType<typeof and>) =>
    db
      .select({ department })
      .from(peopleCounts)
      .where(countedToday(and(notInField(department), where)))
      .groupBy(department)
      .having(sql`sum(${peopleCounts.people}) > 0`);
  const [named, [other]] = await Promise.all([
    counted(offeredDepartment(department)).orderBy(asc(department)),
    counted(chosenDepartments(department, [OTHER_DEPARTMENTS_CHIP])).limit(1),
  ]);
  const departments = named.map((row) => row.department!);
  return other ? [...departments, OTHER_DEPARTMENTS_CHIP] : departments;
}
