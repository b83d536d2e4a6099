import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, projects, requestCategories } from '../../db/schema';
import { namedPerson } from '../../lib/named-person-sql';
import { containsPattern } from '../../lib/search-pattern';

/** The form's pickers return a short list; the person types more to narrow it. */
export const PICKER_LIMIT = 20;

export async function listCategories(db: Db, requestType: string | undefined) {
  return (
    db
      .select({
        id: requestCategories.id,
        name: requestCategories.name,
        requestType: requestCategories.requestType,
      })
      .from(requestCategories)
      // A deactivated category stays on its requests but is no longer offered.
      .where(
        and(
          eq(requestCategories.active, true),
          requestType ? eq(requestCategories.requestType, requestType) : undefined,
        ),
      )
      .orderBy(asc(requestCategories.requestType), asc(requestCategories.name))
  );
}

/** Active projects by name or project code (case-insensitive), or by exact record id. */
export async function searchProjects(db: Db, search: string | undefined) {
  let where: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    where = or(ilike(projects.name, pattern), ilike(projects.projectCode, pattern), eq(projects.id, search));
  }
  return db
    .select({ id: projects.id, name: projects.name, projectCode: projects.projectCode })
    .from(projects)
    .where(and(eq(projects.active, true), where))
    .orderBy(asc(projects.name), asc(projects.projectCode))
    .limit(PICKER_LIMIT);
}

/** The six people a project names, each by a key lookup of its own (`namedPerson`). */
export const projectPeople = {
  projectManager: namedPerson(projects.projectManagerId),
  purchaseManager: namedPerson(projects.purchaseManagerId),
  purchaseApprover: namedPerson(projects.purchaseApproverId),
  secondaryPurchaseApprover: namedPerson(projects.secondaryPurchaseApproverId),
  preApprover: namedPerson(projects.preApproverId),
  estimateApprover: namedPerson(projects.estimateApproverId),
};

export async function findProjectDetailsRow(db: Db, id: string) {
  const rows = await db
    .select({
      project: projects,
      ...projectPeople,
      account: {
        name: accounts.name,
        street: accounts.billingStreet,
        city: accounts.billingCity,
        state: accounts.billingState,
        postalCode: accounts.billingPostalCode,
        country: accounts.billingCountry,
      },
    })
    .from(projects)
    .leftJoin(accounts, eq(accounts.id, projects.accountId))
    .where(eq(projects.id, id));
  return rows[0];
}
export type ProjectDetailsRow = NonNullable<Awaited<ReturnType<typeof findProjectDetailsRow>>>;
