import { z } from 'zod';
import { isoDate } from '../shared/dates';
import {
  LONG_TEXT_LIMIT,
  LONG_TEXT_MESSAGE,
  MIN_DETAIL_LENGTH,
  REQUIRED,
  mustBeAtMost,
} from '../shared/messages';
import { APPROVAL_DECISIONS, PRIORITIES, PROJECT_TYPES } from './request-constants';
import { APPROVAL_STEPS } from './approval-steps';

/** Limits of spec §5. The long-text rule allows 2009 characters while its message says 2000. */
export { LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE, MIN_DETAIL_LENGTH };
export const SHORT_TEXT_LIMIT = 100;
export const BUDGET_LIMIT = 255;
export const PROJECT_ID_MESSAGE = 'Please select an option from the list';
export const QUANTITY_MESSAGE = 'Quantity must be a number';
export const NEEDED_BY_PAST_MESSAGE = 'Needed By cannot be before today';
export const RANK_MESSAGE = 'Digits only';
export const RANK_DIGITS = 6;
export const RANK_LENGTH_MESSAGE = `At most ${RANK_DIGITS} digits`;

/** A platform-style record id: 15 or 18 letters and digits. */
export const PROJECT_ID_PATTERN = /^(?:[A-Za-z0-9]{15}|[A-Za-z0-9]{18})$/;
/** Up to six digits and two decimals. */
export const QUANTITY_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/;

/**
 * A quantity as people write it: the database keeps two decimals ('1.00'), the portal shows
 * '1', '2.5'. Exact: six digits and two decimals are well within a double.
 */
export const quantityText = (stored: string | null): string | null =>
  stored === null ? null : String(Number(stored));

const text = (max: number, message = mustBeAtMost(max)) =>
  z.string({ error: REQUIRED }).trim().max(max, message);
const requiredText = (max: number, message = mustBeAtMost(max)) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true }).max(max, message);
/** At least nine characters (message 'Required'), at most 2009 ('…2000 characters…'). */
const longRequiredText = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(MIN_DETAIL_LENGTH, { error: REQUIRED, abort: true })
    .max(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE);
/** A field with only a maximum: missing, null (an emptied form field) or blank all mean null. */
const optionalText = (max: number, message = mustBeAtMost(max)) =>
  text(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
const requiredChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: REQUIRED });

export interface RequestSchemaOptions {
  /** The earliest Needed By date accepted (YYYY-MM-DD): today, where the check runs. */
  earliestNeededBy: () => string;
  /**
   * The saved request's Needed By, when editing: kept as it is, it is not checked again, so a
   * request whose date has passed can still be edited (`isNeededByAllowed`).
   */
  savedNeededBy?: () => string | null | undefined;
}

/**
 * Needed By may not be before today — unless it is the date the request already has: editing
 * a request whose Needed By has passed checks the date only when it changes.
 */
export function isNeededByAllowed(value: string, earliest: string, saved?: string | null): boolean {
  return value === saved || value >= earliest;
}

/**
 * The request form's rules (spec §5), one schema per type, shared by the form and the API. The
 * server's body check allows one day of slack on "today" for people west of UTC; the service
 * then holds Needed By to the person's own today, where their site is (issue 29).
 */
export function requestInputSchema({ earliestNeededBy, savedNeededBy }: RequestSchemaOptions) {
  const common = {
    onBehalf: z.boolean().default(false),
    onBehalfOf: z.uuid({ error: REQUIRED }).nullable().optional(),
    category: z.uuid({ error: REQUIRED }),
    project: z
      .string()
      .trim()
      .regex(PROJECT_ID_PATTERN, PROJECT_ID_MESSAGE)
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    priority: requiredChoice(PRIORITIES),
    neededBy: isoDate().refine(
      (value) => isNeededByAllowed(value, earliestNeededBy(), savedNeededBy?.()),
      NEEDED_BY_PAST_MESSAGE,
    ),
    description: requiredText(SHORT_TEXT_LIMIT),
    requestDetails: longRequiredText(),
  };
  const product = {
    productBrand: optionalText(SHORT_TEXT_LIMIT),
    productModal: optionalText(SHORT_TEXT_LIMIT),
    productQuantity: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .refine((value) => value === '' || QUANTITY_PATTERN.test(value), QUANTITY_MESSAGE)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  };
  const onBehalfNeedsPerson = (
    value: { onBehalf: boolean; onBehalfOf?: string | null },
    ctx: z.RefinementCtx,
  ) => {
    if (value.onBehalf && !value.onBehalfOf)
      ctx.addIssue({ code: 'custom', path: ['onBehalfOf'], message: REQUIRED });
  };

  const support = z.object({ type: z.literal('Support Request'), ...common });
  const quote = z.object({ type: z.literal('Quote Request'), ...common, ...product });
  const purchase = z.object({
    type: z.literal('Purchase Request'),
    ...common,
    ...product,
    project: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED, abort: true })
      .regex(PROJECT_ID_PATTERN, PROJECT_ID_MESSAGE),
    deliveryDetails: optionalText(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE),
  });
  const projectBrief = z.object({
    type: z.literal('Project Brief'),
    ...common,
    projectTitle: requiredText(SHORT_TEXT_LIMIT),
    projectType: requiredChoice(PROJECT_TYPES),
    projectImportance: longRequiredText(),
    projectProblem: longRequiredText(),
    projectGoal: longRequiredText(),
    projectSuccess: longRequiredText(),
    projectBudget: requiredText(BUDGET_LIMIT),
    deliveredDate: isoDate(),
  });
  return z
    .discriminatedUnion('type', [support, purchase, quote, projectBrief], { error: REQUIRED })
    .superRefine(onBehalfNeedsPerson);
}
export type RequestInput = z.output<ReturnType<typeof requestInputSchema>>;
export type RequestFormValues = z.input<ReturnType<typeof requestInputSchema>>;

/** Approval forms: notes and status are both required (spec §5). */
export const approvalDecisionSchema = z.object({
  step: z.enum(APPROVAL_STEPS),
  decision: z.enum(APPROVAL_DECISIONS, { error: REQUIRED }),
  notes: requiredText(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE),
});
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>;

/** The ranking table's Rank cell: digits only, or null to clear the rank. */
export const rankSchema = z.object({
  rank: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => value !== '' && !/\D/.test(value), { error: RANK_MESSAGE, abort: true })
    // Digits, but too many: the message says the limit rather than 'Digits only' again.
    .refine((value) => value.length <= RANK_DIGITS, RANK_LENGTH_MESSAGE)
    .transform(Number)
    .nullable(),
});
