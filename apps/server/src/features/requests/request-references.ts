import { ROOT_EMPLOYEE_NUMBER, effectiveManagerNumber } from '@portico/domain/identity/people-scope';
import {
  NO_APPROVERS,
  routeApprovers,
  type RequestApprovers,
} from '@portico/domain/requests/approver-routing';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { PROJECT_ID_MESSAGE } from '@portico/domain/requests/request-schemas';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../lib/problem';
import {
  findActiveEmployee,
  findActiveEmployeeIdsByNumber,
  findCategory,
  findDepartmentLeaderNumber,
  findProjectApprovers,
  type RequestPerson,
} from './reference-queries';

/** The pickers' message: the value is not one of the options the form offered. */
const NOT_AN_OPTION = PROJECT_ID_MESSAGE;

type FoundProject = NonNullable<Awaited<ReturnType<typeof findProjectApprovers>>>;
type ProjectApprovers = Omit<FoundProject, 'active'>;
const approversOf = ({ active: _active, ...approvers }: FoundProject): ProjectApprovers => approvers;

export interface RequestReferences {
  requestedFor: RequestPerson;
  project: ProjectApprovers | null;
}

/**
 * Checks what the form refers to, which the schema cannot: the category exists and belongs to
 * the request's type, the project exists, and the person it is for is a current employee.
 * All problems are reported together, keyed by field, before anything is written.
 * `requesterId` is who the request is for when it is not on behalf of someone else.
 * A deactivated category or project is no longer offered: a new request cannot choose it,
 * while an edit may keep the one the request already names (`saved`).
 */
export async function resolveReferences(
  db: Db,
  input: RequestInput,
  requesterId: string,
  saved?: { categoryId: string; projectId: string | null },
): Promise<RequestReferences> {
  const errors: Record<string, string[]> = {};
  const requestedForId = input.onBehalf && input.onBehalfOf ? input.onBehalfOf : requesterId;
  const requestedFor = await findActiveEmployee(db, requestedForId);
  if (!requestedFor) {
    errors[input.onBehalf ? 'onBehalfOf' : 'onBehalf'] = [
      input.onBehalf ? NOT_AN_OPTION : 'The requester is no longer an active employee.',
    ];
  }
  const category = await findCategory(db, input.category);
  const categoryOffered = category?.active || category?.id === saved?.categoryId;
  if (!category || category.requestType !== input.type || !categoryOffered) errors.category = [NOT_AN_OPTION];
  const found = input.project ? await findProjectApprovers(db, input.project) : undefined;
  const projectOffered = found?.active || (found && found.id === saved?.projectId);
  if (input.project && !projectOffered) errors.project = [NOT_AN_OPTION];

  const messages = Object.values(errors).flat();
  if (!requestedFor || messages.length > 0) throw new HttpProblem(400, messages[0], errors);
  return { requestedFor, project: found ? approversOf(found) : null };
}

/**
 * The approvers a new request is routed to (`routeApprovers` in the domain), from the HR
 * record: the project's approvers, and the requester's current manager, department leader
 * (never themselves) and the organisation's root.
 */
export async function approversFor(
  db: Db,
  type: RequestType,
  { requestedFor, project }: RequestReferences,
): Promise<RequestApprovers> {
  if (type !== 'Purchase Request' && type !== 'Project Brief') return NO_APPROVERS;
  const managerNumber = effectiveManagerNumber(
    requestedFor.employeeNumber,
    requestedFor.managerEmployeeNumber,
  );
  const leaderNumber = requestedFor.department
    ? await findDepartmentLeaderNumber(db, requestedFor.department)
    : null;
  const leaderOtherThanThem = leaderNumber !== requestedFor.employeeNumber ? leaderNumber : null;
  // One query inside the caller's transaction (a transaction runs one statement at a time).
  const ids = await findActiveEmployeeIdsByNumber(
    db,
    [managerNumber, leaderOtherThanThem, ROOT_EMPLOYEE_NUMBER].filter((n): n is string => Boolean(n)),
  );
  const idOf = (number: string | null) => (number ? (ids.get(number) ?? null) : null);
  const managerId = idOf(managerNumber);
  const departmentLeaderId = idOf(leaderOtherThanThem);
  const rootId = idOf(ROOT_EMPLOYEE_NUMBER);
  return routeApprovers(type, { project, managerId, departmentLeaderId, rootId });
}

/** The form's fields as columns; fields that do not belong to the type are cleared. */
export function requestFields(input: RequestInput) {
  const product = input.type === 'Purchase Request' || input.type === 'Quote Request' ? input : null;
  const brief = input.type === 'Project Brief' ? input : null;
  return {
    categoryId: input.category,
    projectId: input.project ?? null,
    priority: input.priority,
    neededBy: input.neededBy,
    description: input.description,
    requestDetails: input.requestDetails,
    deliveryDetails: input.type === 'Purchase Request' ? input.deliveryDetails : null,
    productBrand: product?.productBrand ?? null,
    productModel: product?.productModal ?? null,
    productQuantity: product?.productQuantity ?? null,
    projectTitle: brief?.projectTitle ?? null,
    projectType: brief?.projectType ?? null,
    projectImportance: brief?.projectImportance ?? null,
    projectProblem: brief?.projectProblem ?? null,
    projectGoals: brief?.projectGoal ?? null,
    projectSuccess: brief?.projectSuccess ?? null,
    projectBudget: brief?.projectBudget ?? null,
    deliveredDate: brief?.deliveredDate ?? null,
  };
}
