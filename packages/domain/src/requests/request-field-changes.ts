/**
 * The request form's fields by the names the form and the API give them, with the labels the
 * form shows them under (spec §4). The form, the refusals that name fields and the timeline's
 * field changes all take their words from here.
 */
export const REQUEST_FIELD_LABELS = {
  type: 'Type',
  onBehalf: 'On Behalf',
  onBehalfOf: 'On Behalf Of',
  category: 'Category',
  project: 'Project',
  priority: 'Priority',
  neededBy: 'Needed By',
  description: 'Brief Description',
  requestDetails: 'Details',
  productBrand: 'Brand',
  productModal: 'Model',
  productQuantity: 'Quantity',
  deliveryDetails: 'Delivery Details',
  projectTitle: 'Project Title',
  projectType: 'Project Type',
  projectImportance: 'Importance',
  projectProblem: 'Problem',
  projectGoal: 'Outcomes',
  projectSuccess: 'Success Criteria',
  projectBudget: 'Budget',
  deliveredDate: 'Delivered Date',
} as const;
export type RequestField = keyof typeof REQUEST_FIELD_LABELS;
export const REQUEST_FIELDS = Object.keys(REQUEST_FIELD_LABELS) as [RequestField, ...RequestField[]];

/** A field's value as people read it: a person's or a project's name, a date, a number, text. */
export type FieldText = string | number | null | undefined;
export type RequestFieldTexts = Partial<Record<RequestField, FieldText>>;

/** One field an edit changed, from and to its text ('' and null are no value). */
export interface FieldChange {
  field: RequestField;
  from: string | null;
  to: string | null;
}

/** A value as compared: trimmed text, numbers by value ('2' and '2.00' are the same quantity). */
export function comparableText(value: FieldText): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text !== '' && /^-?\d+(?:\.\d+)?$/.test(text) ? String(Number(text)) : text;
}

const shown = (value: FieldText) => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? null : text;
};

/** The fields whose text an edit changes, in the form's order, for the request's timeline. */
export function fieldChanges(before: RequestFieldTexts, after: RequestFieldTexts): FieldChange[] {
  return REQUEST_FIELDS.filter(
    (field) =>
      (field in before || field in after) && comparableText(before[field]) !== comparableText(after[field]),
  ).map((field) => ({ field, from: shown(before[field]), to: shown(after[field]) }));
}
