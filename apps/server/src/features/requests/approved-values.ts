import type { ApprovedValues } from '@portico/domain/requests/approved-fields';
import { freezingApproval } from '@portico/domain/requests/approved-fields';
import type { ApprovedEdit, WorkflowRequest } from '@portico/domain/requests/workflow/workflow-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { findApprovedByName } from './workflow/approval-decisions';
import type { requestFields } from './request-references';

type FieldColumns = Pick<
  ReturnType<typeof requestFields>,
  | 'projectId'
  | 'productBrand'
  | 'productModel'
  | 'productQuantity'
  | 'description'
  | 'requestDetails'
  | 'deliveryDetails'
  | 'projectBudget'
  | 'projectTitle'
  | 'neededBy'
  | 'deliveredDate'
>;

/** The approved fields (keyed as the form names them) of a request's stored columns. */
export const approvedValuesOf = (columns: FieldColumns): ApprovedValues => ({
  project: columns.projectId,
  productBrand: columns.productBrand,
  productModal: columns.productModel,
  productQuantity: columns.productQuantity,
  description: columns.description,
  requestDetails: columns.requestDetails,
  deliveryDetails: columns.deliveryDetails,
  projectBudget: columns.projectBudget,
  projectTitle: columns.projectTitle,
  neededBy: columns.neededBy,
  deliveredDate: columns.deliveredDate,
});

/**
 * What the workflow needs to refuse an edit of approved fields (decision 012): the stored and
 * the edited values, and who approved them. Nothing when no approval froze the request.
 */
export async function approvedEditOf(
  db: Db,
  request: WorkflowRequest,
  edited: FieldColumns,
): Promise<ApprovedEdit | undefined> {
  const step = freezingApproval(request);
  if (!step) return undefined;
  const [stored] = await db
    .select({
      projectId: serviceRequests.projectId,
      productBrand: serviceRequests.productBrand,
      productModel: serviceRequests.productModel,
      productQuantity: serviceRequests.productQuantity,
      description: serviceRequests.description,
      requestDetails: serviceRequests.requestDetails,
      deliveryDetails: serviceRequests.deliveryDetails,
      projectBudget: serviceRequests.projectBudget,
      projectTitle: serviceRequests.projectTitle,
      neededBy: serviceRequests.neededBy,
      deliveredDate: serviceRequests.deliveredDate,
      purchaseApprovedByName: serviceRequests.purchaseApprovedByName,
    })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, request.id));
  if (!stored) return undefined;
  const approvedBy =
    step === 'purchase' ? stored.purchaseApprovedByName : await findApprovedByName(db, request.id, step);
  return { before: approvedValuesOf(stored), after: approvedValuesOf(edited), approvedBy };
}
