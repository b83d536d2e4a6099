import { z } from 'zod';

/** Data tables (spec §7): page sizes 5, 10, 50 and All; 10 by default, 25 in the editable variant. */
export const TABLE_PAGE_SIZES = [5, 10, 50, 'All'] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const EDITABLE_DEFAULT_PAGE_SIZE = 25;
/** "All" is served in pages of this size at most, so no request loads an unbounded list. */
export const MAX_PAGE_SIZE = 1000;
/**
 * The highest page number a list accepts. Far past any real list, and it keeps the offset a
 * database can skip to bounded, so a hand-typed page=1e15 is a 400, not a slow scan.
 */
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 200;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query every server-driven list takes: a search, a page, a page size ("all" served up to
 * MAX_PAGE_SIZE), and a sort from the list's own whitelist. A list adds its own filters with
 * `.extend`. Anything outside the whitelist or bounds is a 400 with the field named.
 */
export function listQuerySchema<Sort extends string>(
  sorts: readonly [Sort, ...Sort[]],
  defaults: { sort: NoInfer<Sort>; order: SortOrder; pageSize?: number },
) {
  return z.object({
    search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    pageSize: z
      .union([z.literal('all'), z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)])
      .default(defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    sort: z.enum(sorts).default(defaults.sort),
    order: z.enum(SORT_ORDERS).default(defaults.order),
  });
}

/**
 * One page of a list as the server answers it: the rows, the total that match, and where.
 * `moreThanTotal`: more rows match than `total`, where a search stopped counting (a common
 * term: "more than 100"); the page after this one then exists.
 */
export function pagedListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    moreThanTotal: z.literal(true).optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
