import type { ApprovalStep } from './approval-steps';
import { APPROVAL_STATE, type RequestType } from './request-constants';
import { comparableText, REQUEST_FIELD_LABELS, type RequestField } from './request-field-changes';

/**
 * What an approver approved (decision 012): the fields of a purchase or project brief that
 * its purchase or pre-approval decision was about, keyed as the form and the API name them.
 * Once that step is Approved they can no longer change.
 */
export type ApprovedField = Extract<
  RequestField,
  | 'project'
  | 'productBrand'
  | 'productModal'
  | 'productQuantity'
  | 'description'
  | 'requestDetails'
  | 'deliveryDetails'
  | 'projectBudget'
  | 'projectTitle'
  | 'neededBy'
  | 'deliveredDate'
>;

const APPROVED_FIELDS_OF: Partial<Record<RequestType, readonly ApprovedField[]>> = {
  'Purchase Request': [
    'project',
    'productBrand',
    'productModal',
    'productQuantity',
    'description',
    'requestDetails',
    'deliveryDetails',
  ],
  'Project Brief': [
    'project',
    'description',
    'requestDetails',
    'projectBudget',
    'projectTitle',
    'neededBy',
    'deliveredDate',
  ],
};

/** The values of the approved fields, before or after an edit (absent or '' is no value). */
export type ApprovedValues = Partial<Record<ApprovedField, string | number | null>>;

export interface ApprovalFreezeFacts {
  type: RequestType;
  purchaseApprovalStatus: string | null;
  preApprovalStatus: string | null;
}

/** The approved step that freezes a request's approved fields, if any (automatic ones too). */
export function freezingApproval(facts: ApprovalFreezeFacts): ApprovalStep | null {
  if (facts.type === 'Purchase Request' && facts.purchaseApprovalStatus === APPROVAL_STATE.approved) {
    return 'purchase';
  }
  if (facts.type === 'Project Brief' && facts.preApprovalStatus === APPROVAL_STATE.approved) {
    return 'pre-approval';
  }
  return null;
}

/** The approved fields of this type whose value the edit changes, in the form's order. */
export function changedApprovedFields(
  type: RequestType,
  before: ApprovedValues,
  after: ApprovedValues,
): ApprovedField[] {
  return (APPROVED_FIELDS_OF[type] ?? []).filter(
    (field) => comparableText(before[field]) !== comparableText(after[field]),
  );
}

const listOf = (fields: readonly RequestField[]) => {
  const labels = fields.map((field) => REQUEST_FIELD_LABELS[field]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
};
const was = (fields: readonly unknown[]) => (fields.length === 1 ? 'was' : 'were');

/** 'Quantity was approved by Drew Okafor and can no longer be changed.' */
export function approvedChangeMessage(fields: readonly ApprovedField[], approvedBy: string | null): string {
  const by = approvedBy ? ` by ${approvedBy}` : '';
  return `${listOf(fields)} ${was(fields)} approved${by} and can no longer be changed.`;
}

export interface DecisionFacts extends ApprovalFreezeFacts {
  estimateApprovalStatus: string | null;
}

/** Whether an approver has decided any step of the request, approving or rejecting it. */
export const anyStepDecided = (facts: DecisionFacts) =>
  [facts.purchaseApprovalStatus, facts.preApprovalStatus, facts.estimateApprovalStatus].some(
    (state) => state === APPROVAL_STATE.approved || state === APPROVAL_STATE.rejected,
  );

/**
 * Who a request is for and the project it is for are what every approver decided on, whatever
 * the type and the step: once any step is decided, they stay (an approval "for Drew" must not
 * become one for someone else). The requester and the type never change after saving anyway.
 */
export type DecidedField = Extract<RequestField, 'onBehalfOf' | 'project'>;
export interface DecidedValues {
  requestedForId: string;
  project: string | null;
}

/** The decided-on fields an edit would change, as the form names them. */
export function changedDecidedFields(before: DecidedValues, after: DecidedValues): DecidedField[] {
  const changed: DecidedField[] = [];
  if (before.requestedForId !== after.requestedForId) changed.push('onBehalfOf');
  if (comparableText(before.project) !== comparableText(after.project)) changed.push('project');
  return changed;
}

/** 'On Behalf Of was decided on by an approver and can no longer be changed.' */
export const decidedChangeMessage = (fields: readonly DecidedField[]) =>
  `${listOf(fields)} ${was(fields)} decided on by an approver and can no longer be changed.`;

/** The fields the edit form shows read-only: those an approval froze, and those decided on. */
export function frozenFields(facts: DecisionFacts): readonly RequestField[] {
  const approved = freezingApproval(facts) ? (APPROVED_FIELDS_OF[facts.type] ?? []) : [];
  const decided: RequestField[] = anyStepDecided(facts) ? ['onBehalf', 'onBehalfOf', 'project'] : [];
  return [...new Set([...approved, ...decided])];
}
