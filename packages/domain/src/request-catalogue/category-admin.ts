import { z } from 'zod';
import { REQUEST_TYPES, type RequestType } from '../requests/request-constants';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { CATALOGUE_STATUSES } from './catalogue-status';

/**
 * Request categories (spec §3: Category_Lookup__c; categories carry Request_Type__c), managed
 * at `/admin/request-categories`. The request form offers a type's active categories.
 */
export const CATEGORY_NAME_MAX = 80;
export const CHOOSE_REQUEST_TYPE = 'Choose a request type';
export const CATEGORY_NAME_TAKEN = 'This request type already has a category with this name.';
export const CATEGORY_TYPE_LOCKED =
  'Requests use this category, so its request type cannot change. Add a category to the other type instead.';

export const categoryInputSchema = z.object({
  name: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(CATEGORY_NAME_MAX, mustBeAtMost(CATEGORY_NAME_MAX)),
  requestType: z.enum(REQUEST_TYPES, { error: CHOOSE_REQUEST_TYPE }),
  active: z.boolean({ error: REQUIRED }).default(true),
});
/** What the form holds. */
export type CategoryFormValues = z.input<typeof categoryInputSchema>;
export type CategoryInput = z.output<typeof categoryInputSchema>;

/**
 * A change the saved category refuses, or null. A category in use keeps its request type: the
 * requests that name it were made as that type, and the form checks the pair (spec §5).
 */
export function categoryChangeRefusal(
  saved: { requestType: RequestType },
  input: Pick<CategoryInput, 'requestType'>,
  requestCount: number,
): string | null {
  if (input.requestType !== saved.requestType && requestCount > 0) return CATEGORY_TYPE_LOCKED;
  return null;
}

export const CATEGORY_SORTS = ['name', 'requestType'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export const categoryAdminQuerySchema = listQuerySchema(CATEGORY_SORTS, {
  sort: 'name',
  order: 'asc',
}).extend({
  requestType: z.enum(REQUEST_TYPES, { error: CHOOSE_REQUEST_TYPE }).optional(),
  status: z.enum(CATALOGUE_STATUSES).optional(),
});
export type CategoryAdminQuery = z.infer<typeof categoryAdminQuerySchema>;

export const categoryAdminRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  requestType: z.enum(REQUEST_TYPES),
  active: z.boolean(),
  /** How many requests name it: one or more, and it can be deactivated but not deleted. */
  requestCount: z.number().int(),
});
export type CategoryAdminRow = z.infer<typeof categoryAdminRowSchema>;

export const categoryAdminPageSchema = pagedListSchema(categoryAdminRowSchema);
export type CategoryAdminPage = z.infer<typeof categoryAdminPageSchema>;
