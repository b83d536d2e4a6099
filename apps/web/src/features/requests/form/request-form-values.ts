import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUEST_FIELD_LABELS } from '@portico/domain/requests/request-field-changes';
import type { Control } from 'react-hook-form';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { REQUEST_FIELD_MESSAGES } from '../request-field-labels';

/**
 * What the form holds: every field of every type, as the inputs show them (text, '' for empty).
 * The shared schema picks the fields of the chosen type and turns them into the API's body.
 */
export interface RequestFormState {
  type: RequestType;
  onBehalf: boolean;
  /** A person's id once picked from the list; null until then. */
  onBehalfOf: string | null;
  category: string;
  /** A project's id once picked; while typing, the typed text (the schema then asks to pick). */
  project: string;
  priority: string;
  neededBy: string;
  description: string;
  requestDetails: string;
  productBrand: string;
  productModal: string;
  productQuantity: string;
  deliveryDetails: string;
  projectTitle: string;
  projectType: string;
  projectImportance: string;
  projectProblem: string;
  projectGoal: string;
  projectSuccess: string;
  projectBudget: string;
  deliveredDate: string;
}

/**
 * The form's fields, keyed as the domain's labels, which the server's refusals and the timeline
 * also use: its keys say which of the server's field errors are the form's.
 */
export const FIELD_LABELS: Record<keyof RequestFormState, string> = REQUEST_FIELD_LABELS;

/** The form's labels in the reader's language, at render (a language switch re-renders them). */
export const fieldLabels = (i18n: I18n): Record<keyof RequestFormState, string> =>
  Object.fromEntries(
    Object.entries(REQUEST_FIELD_MESSAGES).map(([name, label]) => [name, i18n._(label)]),
  ) as Record<keyof RequestFormState, string>;

/** The form's control: text values in, the shared schema's `RequestInput` out. */
export type RequestFormControl = Control<RequestFormState, unknown, RequestInput>;

export const emptyRequestForm = (type: RequestType = 'Support Request'): RequestFormState => ({
  type,
  onBehalf: false,
  onBehalfOf: null,
  category: '',
  project: '',
  priority: '',
  neededBy: '',
  description: '',
  requestDetails: '',
  productBrand: '',
  productModal: '',
  productQuantity: '',
  deliveryDetails: '',
  projectTitle: '',
  projectType: '',
  projectImportance: '',
  projectProblem: '',
  projectGoal: '',
  projectSuccess: '',
  projectBudget: '',
  deliveredDate: '',
});

/** A saved request as the edit form starts from it. */
export function formStateOf(request: RequestDetail): RequestFormState {
  const text = (value: string | null) => value ?? '';
  return {
    type: request.type,
    onBehalf: request.onBehalf,
    onBehalfOf: request.onBehalf ? request.requestedFor.id : null,
    category: request.category.id,
    project: request.project?.id ?? '',
    priority: request.priority,
    neededBy: request.neededBy,
    description: request.description,
    requestDetails: request.requestDetails,
    productBrand: text(request.productBrand),
    productModal: text(request.productModal),
    productQuantity: text(request.productQuantity),
    deliveryDetails: text(request.deliveryDetails),
    projectTitle: text(request.projectTitle),
    projectType: text(request.projectType),
    projectImportance: text(request.projectImportance),
    projectProblem: text(request.projectProblem),
    projectGoal: text(request.projectGoal),
    projectSuccess: text(request.projectSuccess),
    projectBudget: text(request.projectBudget),
    deliveredDate: text(request.deliveredDate),
  };
}

/** The hint on a field an approval froze (decision 012). */
export const FROZEN_HINT = msg`Approved, so it can no longer be changed.`;
/** Who the request is for, once an approver has decided on it (approved or rejected). */
export const DECIDED_HINT = msg`An approver decided on this request for this person, so it can no longer be changed.`;

/** Read-only with the hint when the approval froze this field; nothing otherwise. */
export const frozenProps = (i18n: I18n, frozen: readonly string[], name: keyof RequestFormState) =>
  frozen.includes(name) ? { readOnly: true, description: i18n._(FROZEN_HINT) } : {};
