import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, employees, projects, requestCategories } from '../../db/schema';
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

export async function findProjectDetailsRow(db: Db, id: string) {
  const projectManager = alias(employees, 'project_manager');
  const purchaseManager = alias(employees, 'purchase_manager');
  const purchaseApprover = alias(employees, 'purchase_approver');
  const secondaryPurchaseApprover = alias(employees, 'secondary_purchase_approver');
  const preApprover = alias(employees, 'pre_approver');
  const estimateApprover = alias(employees, 'estimate_approver');
  const rows = await db
    .select({
      project: projects,
      projectManager: {
        name: projectManager.displayName,
        active: sql<boolean>`upper(${projectManager.employmentStatus}) = 'ACTIVE'`,
      },
      purchaseManager: {
        name: purchaseManager.displayName,
        active: sql<boolean>`upper(${purchaseManager.employmentStatus}) = 'ACTIVE'`,
      },
      purchaseApprover: { name: purchaseApprover.displayName },
      secondaryPurchaseApprover: { name: secondaryPurchaseApprover.displayName },
      preApprover: { name: preApprover.displayName },
      estimateApprover: { name: estimateApprover.displayName },
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
    .leftJoin(projectManager, eq(projectManager.id, projects.projectManagerId))
    .leftJoin(purchaseManager, eq(purchaseManager.id, projects.purchaseManagerId))
    .leftJoin(purchaseApprover, eq(purchaseApprover.id, projects.purchaseApproverId))
    .leftJoin(
      secondaryPurchaseApprover,
      eq(secondaryPurchaseApprover.id, projects.secondaryPurchaseApproverId),
    )
    .leftJoin(preApprover, eq(preApprover.id, projects.preApproverId))
    .leftJoin(estimateApprover, eq(estimateApprover.id, projects.estimateApproverId))
    .leftJoin(accounts, eq(accounts.id, projects.accountId))
    .where(eq(projects.id, id));
  return rows[0];
}
export type ProjectDetailsRow = NonNullable<Awaited<ReturnType<typeof findProjectDetailsRow>>>;
