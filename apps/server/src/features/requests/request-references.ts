import { ROOT_EMPLOYEE_NUMBER, effectiveManagerNumber } from '@portico/domain/identity/people-scope';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { PROJECT_ID_MESSAGE } from '@portico/domain/requests/request-schemas';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../lib/problem';
import {
  findActiveEmployee,
  findActiveEmployeeIdByNumber,
  findCategory,
  findDepartmentLeaderNumber,
  findProjectApprovers,
  type RequestPerson,
} from './reference-queries';

/** The pickers' message: the value is not one of the options the form offered. */
const NOT_AN_OPTION = PROJECT_ID_MESSAGE;

type ProjectApprovers = NonNullable<Awaited<ReturnType<typeof findProjectApprovers>>>;

export interface RequestReferences {
  requestedFor: RequestPerson;
  project: ProjectApprovers | null;
}

/**
 * Checks what the form refers to, which the schema cannot: the category exists and belongs to
 * the request's type, the project exists, and the person it is for is a current employee.
 * All problems are reported together, keyed by field, before anything is written.
 * `requesterId` is who the request is for when it is not on behalf of someone else.
 */
export async function resolveReferences(
  db: Db,
  input: RequestInput,
  requesterId: string,
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
  if (!category || category.requestType !== input.type) errors.category = [NOT_AN_OPTION];
  const project = input.project ? await findProjectApprovers(db, input.project) : undefined;
  if (input.project && !project) errors.project = [NOT_AN_OPTION];

  const messages = Object.values(errors).flat();
  if (!requestedFor || messages.length > 0) throw new HttpProblem(400, messages[0], errors);
  return { requestedFor, project: project ?? null };
}

export interface RequestApprovers {
  purchaseApproverId: string | null;
  secondaryPurchaseApproverId: string | null;
  preApproverId: string | null;
  estimateApproverId: string | null;
}

const NO_APPROVERS: RequestApprovers = {
  purchaseApproverId: null,
  secondaryPurchaseApproverId: null,
  preApproverId: null,
  estimateApproverId: null,
};

/**
 * The approvers a new request is routed to, copied onto it so later changes to the project do
 * not move requests already in flight. Purchases go to the project's purchase approvers;
 * project briefs to the project's pre- and estimate approvers. Where the project names nobody
 * (or a brief has no project), the request goes up the organisation instead: the requester's
 * manager approves first, and the leader of their department approves the estimate; the
 * organisation's root (000001) stands in for anyone missing, so no request waits for nobody.
 */
export async function approversFor(
  db: Db,
  type: RequestType,
  { requestedFor, project }: RequestReferences,
): Promise<RequestApprovers> {
  if (type === 'Purchase Request') {
    return {
      ...NO_APPROVERS,
      purchaseApproverId: project?.purchaseApproverId ?? (await managerOrRoot(db, requestedFor)),
      secondaryPurchaseApproverId: project?.secondaryPurchaseApproverId ?? null,
    };
  }
  if (type === 'Project Brief') {
    return {
      ...NO_APPROVERS,
      preApproverId: project?.preApproverId ?? (await managerOrRoot(db, requestedFor)),
      estimateApproverId: project?.estimateApproverId ?? (await departmentLeaderOrRoot(db, requestedFor)),
    };
  }
  return NO_APPROVERS;
}

async function managerOrRoot(db: Db, person: RequestPerson): Promise<string | null> {
  const managerNumber = effectiveManagerNumber(person.employeeNumber, person.managerEmployeeNumber);
  const manager = managerNumber ? await findActiveEmployeeIdByNumber(db, managerNumber) : null;
  return manager ?? findActiveEmployeeIdByNumber(db, ROOT_EMPLOYEE_NUMBER);
}

/** A leader does not approve the estimate of their own brief; it goes to the root instead. */
async function departmentLeaderOrRoot(db: Db, person: RequestPerson): Promise<string | null> {
  const leaderNumber = person.department ? await findDepartmentLeaderNumber(db, person.department) : null;
  const leader =
    leaderNumber && leaderNumber !== person.employeeNumber
      ? await findActiveEmployeeIdByNumber(db, leaderNumber)
      : null;
  return leader ?? findActiveEmployeeIdByNumber(db, ROOT_EMPLOYEE_NUMBER);
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
