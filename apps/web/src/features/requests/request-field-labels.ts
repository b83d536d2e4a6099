import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPROVAL_STATE } from '@portico/domain/requests/request-constants';
import type { RequestField } from '@portico/domain/requests/request-field-changes';

/**
 * The request's fields under the labels the form gives them (the domain's
 * REQUEST_FIELD_LABELS), in the reader's language: the detail page's facts and the timeline's
 * field changes.
 */
export const REQUEST_FIELD_MESSAGES: Readonly<Record<RequestField, MessageDescriptor>> = {
  type: msg`Type`,
  onBehalf: msg`On Behalf`,
  onBehalfOf: msg`On Behalf Of`,
  category: msg`Category`,
  project: msg`Project`,
  priority: msg`Priority`,
  neededBy: msg`Needed By`,
  description: msg`Brief Description`,
  requestDetails: msg`Details`,
  productBrand: msg`Brand`,
  productModal: msg`Model`,
  productQuantity: msg`Quantity`,
  deliveryDetails: msg`Delivery Details`,
  projectTitle: msg`Project Title`,
  projectType: msg`Project Type`,
  projectImportance: msg`Importance`,
  projectProblem: msg`Problem`,
  projectGoal: msg`Outcomes`,
  projectSuccess: msg`Success Criteria`,
  projectBudget: msg`Budget`,
  deliveredDate: msg`Delivered Date`,
};

/** "Approved By", or "Rejected By" / "Cancelled By" when it was (the domain's decidedByLabel). */
export function decidedByMessage(state: string | null): MessageDescriptor {
  if (state === APPROVAL_STATE.rejected) return msg`Rejected By`;
  if (state === APPROVAL_STATE.cancelled) return msg`Cancelled By`;
  return msg`Approved By`;
}

/** Yes or No, as a fact or a field's value reads it. */
export const YES_NO: Readonly<Record<'Yes' | 'No', MessageDescriptor>> = {
  Yes: msg`Yes`,
  No: msg`No`,
};

const PROJECT_TYPE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'New Solution': msg`New Solution`,
  'Copy of an Existing Solution': msg`Copy of an Existing Solution`,
  'Enhancement to a Solution': msg`Enhancement to a Solution`,
};

/** A project brief's type in the reader's language; the API keeps the spec's English value. */
export function formatProjectType(i18n: I18n, value: string | null): string | null {
  return value !== null && Object.hasOwn(PROJECT_TYPE_MESSAGES, value)
    ? i18n._(PROJECT_TYPE_MESSAGES[value]!)
    : value;
}
