import type { ApprovalStep } from './approval-steps';
import { APPROVAL_STATE, type RequestType } from './request-constants';

/**
 * What an approver approved (decision 012): the fields of a purchase or project brief that
 * its purchase or pre-approval decision was about, keyed as the form and the API name them,
 * with the form's labels. Once that step is Approved they can no longer change.
 */
export const APPROVED_FIELD_LABELS = {
  project: 'Project',
  productBrand: 'Brand',
  productModal: 'Model',
  productQuantity: 'Quantity',
  description: 'Brief Description',
  requestDetails: 'Details',
  deliveryDetails: 'Delivery Details',
  projectBudget: 'Budget',
  projectTitle: 'Project Title',
  neededBy: 'Needed By',
  deliveredDate: 'Delivered Date',
} as const;
export type ApprovedField = keyof typeof APPROVED_FIELD_LABELS;

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

/** A value as compared: trimmed text, numbers by value ('2' and '2.00' are the same quantity). */
function comparable(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

/** The approved fields of this type whose value the edit changes, in the form's order. */
export function changedApprovedFields(
  type: RequestType,
  before: ApprovedValues,
  after: ApprovedValues,
): ApprovedField[] {
  return (APPROVED_FIELDS_OF[type] ?? []).filter(
    (field) => comparable(before[field]) !== comparable(after[field]),
  );
}

const listOf = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** 'Quantity was approved by Drew Okafor and can no longer be changed.' */
export function approvedChangeMessage(fields: readonly ApprovedField[], approvedBy: string | null): string {
  const labels = fields.map((field) => APPROVED_FIELD_LABELS[field]);
  const verb = labels.length === 1 ? 'was' : 'were';
  const by = approvedBy ? ` by ${approvedBy}` : '';
  return `${listOf(labels)} ${verb} approved${by} and can no longer be changed.`;
}

/** The fields the edit form shows read-only once the request's approval froze them. */
export function frozenFields(facts: ApprovalFreezeFacts): readonly ApprovedField[] {
  return freezingApproval(facts) ? (APPROVED_FIELDS_OF[facts.type] ?? []) : [];
}
