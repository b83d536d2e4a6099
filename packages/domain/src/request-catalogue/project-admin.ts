import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { CATALOGUE_STATUSES } from './catalogue-status';

/**
 * Projects (spec §3 Project) with the people who approve requests on them (spec §6: purchase
 * approver and secondary approver, pre-approver, estimate approver), managed at
 * `/admin/projects`. Approvers are copied onto a request when it is submitted, so a change
 * here reaches new requests only (docs/requests.md).
 */
export const PROJECT_NAME_MAX = 120;
export const PROJECT_CODE_MAX = 40;
export const PROJECT_TEXT_MAX = 255;
export const PHONE_MAX = 40;
export const EMAIL_MAX = 254;

/** The currencies a project bills in (CurrencyIsoCode); estimates are shown in CAD. */
export const PROJECT_CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP'] as const;
export type ProjectCurrency = (typeof PROJECT_CURRENCIES)[number];

export const PROJECT_CODE_MESSAGE = 'Use letters, digits, dots, dashes and slashes only';
export const CHOOSE_FROM_LIST = 'Choose someone from the list';
export const CHOOSE_ACCOUNT = 'Choose an account from the list';
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PHONE_MESSAGE = 'Enter a phone number: digits, spaces, + ( ) - . and x';
export const CHOOSE_CURRENCY = 'Choose a currency';
export const SAME_PURCHASE_APPROVERS =
  'The secondary purchase approver must be someone other than the purchase approver.';
export const PROJECT_CODE_TAKEN = 'Another project already has this project ID.';
export const NOT_A_CURRENT_EMPLOYEE = 'Choose a current employee';

/** The people a project names, in the form's order, with their labels. */
export const PROJECT_PEOPLE = [
  'projectManagerId',
  'purchaseManagerId',
  'purchaseApproverId',
  'secondaryPurchaseApproverId',
  'preApproverId',
  'estimateApproverId',
] as const;
export type ProjectPersonField = (typeof PROJECT_PEOPLE)[number];

/** The key a person is shown under in a project row ('purchaseApproverId' → 'purchaseApprover'). */
export type ProjectPersonKey = ProjectPersonField extends `${infer Key}Id` ? Key : never;
export const personKeyOf = (field: ProjectPersonField) => field.slice(0, -2) as ProjectPersonKey;

export const PROJECT_PERSON_LABELS: Record<ProjectPersonField, string> = {
  projectManagerId: 'Project Manager',
  purchaseManagerId: 'Purchase Manager',
  purchaseApproverId: 'Purchase Approver',
  secondaryPurchaseApproverId: 'Secondary Purchase Approver',
  preApproverId: 'Pre-Approver',
  estimateApproverId: 'Estimate Approver',
};

/** Empty text is no value: the column holds null, not ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, mustBeAtMost(max))
    .nullish()
    .transform((value) => value || null);

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, mustBeAtMost(max));

const personId = z
  .uuid({ error: CHOOSE_FROM_LIST })
  .nullish()
  .transform((value) => value ?? null);

/** Someone@domain.tld: the domain's labels hold no dot, so no part can be read two ways. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_SHAPE = /^[0-9+().\sxX-]*$/;

export const projectInputSchema = z
  .object({
    name: requiredText(PROJECT_NAME_MAX),
    /** The project's own id, as people quote it (pse__Project_ID__c, 'PRJ-0001'). */
    projectCode: requiredText(PROJECT_CODE_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$/, PROJECT_CODE_MESSAGE),
    groupName: optionalText(PROJECT_NAME_MAX),
    accountId: z
      .uuid({ error: CHOOSE_ACCOUNT })
      .nullish()
      .transform((value) => value ?? null),
    projectManagerId: personId,
    purchaseManagerId: personId,
    purchaseApproverId: personId,
    secondaryPurchaseApproverId: personId,
    preApproverId: personId,
    estimateApproverId: personId,
    email: optionalText(EMAIL_MAX).refine(
      (value) => value === null || EMAIL_SHAPE.test(value),
      EMAIL_MESSAGE,
    ),
    phone: optionalText(PHONE_MAX).refine(
      (value) => value === null || PHONE_SHAPE.test(value),
      PHONE_MESSAGE,
    ),
    paymentTerms: optionalText(PROJECT_TEXT_MAX),
    currency: z.enum(PROJECT_CURRENCIES, { error: CHOOSE_CURRENCY }).default('CAD'),
    active: z.boolean({ error: REQUIRED }).default(true),
  })
  .superRefine((project, context) => {
    const message = purchaseApproversRefusal(project);
    if (message) context.addIssue({ code: 'custom', path: ['secondaryPurchaseApproverId'], message });
  });
/** What the form holds: text fields as typed, pickers as an id or null. */
export type ProjectFormValues = z.input<typeof projectInputSchema>;
export type ProjectInput = z.output<typeof projectInputSchema>;

/**
 * Two purchase approvers are two people (spec §6: primary or secondary): the same person in
 * both places would leave a purchase with one decider while the screen promises two.
 */
export function purchaseApproversRefusal(project: {
  purchaseApproverId?: string | null;
  secondaryPurchaseApproverId?: string | null;
}): string | null {
  const { purchaseApproverId, secondaryPurchaseApproverId } = project;
  if (purchaseApproverId && purchaseApproverId === secondaryPurchaseApproverId)
    return SAME_PURCHASE_APPROVERS;
  return null;
}

export const PROJECT_SORTS = ['name', 'projectCode', 'groupName'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const projectAdminQuerySchema = listQuerySchema(PROJECT_SORTS, { sort: 'name', order: 'asc' }).extend({
  status: z.enum(CATALOGUE_STATUSES).optional(),
});
export type ProjectAdminQuery = z.infer<typeof projectAdminQuerySchema>;

/** A person a project names; `current` is false once they have left (the list flags it). */
const namedPerson = z.object({ id: z.string(), name: z.string(), current: z.boolean() }).nullable();

export const projectAdminRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectCode: z.string(),
  groupName: z.string().nullable(),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  projectManager: namedPerson,
  purchaseManager: namedPerson,
  purchaseApprover: namedPerson,
  secondaryPurchaseApprover: namedPerson,
  preApprover: namedPerson,
  estimateApprover: namedPerson,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  currency: z.string(),
  active: z.boolean(),
  requestCount: z.number().int(),
});
export type ProjectAdminRow = z.infer<typeof projectAdminRowSchema>;

export const projectAdminPageSchema = pagedListSchema(projectAdminRowSchema);
export type ProjectAdminPage = z.infer<typeof projectAdminPageSchema>;

export const accountOptionSchema = z.object({ id: z.string(), name: z.string() });
export type AccountOption = z.infer<typeof accountOptionSchema>;
