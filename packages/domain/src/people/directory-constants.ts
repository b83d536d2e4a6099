/** Spec §9: the Employee Directory shows 8 cards per page. Free of zod, for the directory page. */
export const DIRECTORY_PAGE_SIZE = 8;

/**
 * The directory's orders: soonest celebration first (spec §1: celebrations are ordered by
 * whichever is sooner), or by name.
 */
export const DIRECTORY_SORTS = ['celebration', 'name'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
