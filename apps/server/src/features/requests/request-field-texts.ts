import type { RequestFieldTexts } from '@portico/domain/requests/request-field-changes';
import { quantityText } from '@portico/domain/requests/request-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, projects, requestCategories, serviceRequests } from '../../db/schema';

/**
 * A stored request's fields as people read them (names, not ids), keyed as the form names
 * them: what an edit's timeline entry compares before and after (`fieldChanges`).
 */
export async function findFieldTexts(db: Db, id: string): Promise<RequestFieldTexts> {
  const [row] = await db
    .select({
      onBehalf: serviceRequests.onBehalf,
      requestedFor: employees.displayName,
      category: requestCategories.name,
      project: projects.name,
      priority: serviceRequests.priority,
      neededBy: serviceRequests.neededBy,
      description: serviceRequests.description,
      requestDetails: serviceRequests.requestDetails,
      deliveryDetails: serviceRequests.deliveryDetails,
      productBrand: serviceRequests.productBrand,
      productModal: serviceRequests.productModel,
      productQuantity: serviceRequests.productQuantity,
      projectTitle: serviceRequests.projectTitle,
      projectType: serviceRequests.projectType,
      projectImportance: serviceRequests.projectImportance,
      projectProblem: serviceRequests.projectProblem,
      projectGoal: serviceRequests.projectGoals,
      projectSuccess: serviceRequests.projectSuccess,
      projectBudget: serviceRequests.projectBudget,
      deliveredDate: serviceRequests.deliveredDate,
    })
    .from(serviceRequests)
    .innerJoin(employees, eq(employees.id, serviceRequests.requestedForId))
    .innerJoin(requestCategories, eq(requestCategories.id, serviceRequests.categoryId))
    .leftJoin(projects, eq(projects.id, serviceRequests.projectId))
    .where(eq(serviceRequests.id, id));
  if (!row) return {};
  const { onBehalf, requestedFor, ...fields } = row;
  return {
    ...fields,
    productQuantity: quantityText(fields.productQuantity),
    onBehalf: onBehalf ? 'Yes' : 'No',
    onBehalfOf: onBehalf ? requestedFor : null,
  };
}
