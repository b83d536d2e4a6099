import {
  FORM_CATEGORIES,
  FORM_CATEGORY_NAMES,
  FORM_SUB_CATEGORIES,
  LIBRARY_PAGE_SIZE,
  TRAINING_CATEGORIES,
  TRAINING_CATEGORY_NAMES,
  TRAINING_SUB_CATEGORIES,
} from '@portico/domain/library/library-constants';
import type { ListStateOptions } from '../../lib/list-state';

export type LibraryFilter = 'category' | 'subCategory';

/** A library's categories with their sub-lists, as the filters offer them. */
export type CategoryTree = Readonly<Record<string, readonly string[]>>;

/**
 * The Training Library's view in the address (spec §2: search, category and sub-category, 9 a
 * page), newest first. Only the spec's categories and sub-categories are read from it.
 */
export const TRAINING_LIST_OPTIONS: ListStateOptions<'createdAt', string, LibraryFilter> = {
  sorts: ['createdAt'],
  view: { sort: 'createdAt', order: 'desc', pageSize: LIBRARY_PAGE_SIZE, pageSizes: [LIBRARY_PAGE_SIZE] },
  filters: { category: TRAINING_CATEGORY_NAMES, subCategory: TRAINING_SUB_CATEGORIES },
};

/** Corporate Forms' view in the address (spec §2: text, category and sub-category, 9 a page), by name. */
export const FORMS_LIST_OPTIONS: ListStateOptions<'name', string, LibraryFilter> = {
  sorts: ['name'],
  view: { sort: 'name', order: 'asc', pageSize: LIBRARY_PAGE_SIZE, pageSizes: [LIBRARY_PAGE_SIZE] },
  filters: { category: FORM_CATEGORY_NAMES, subCategory: FORM_SUB_CATEGORIES },
};

export const TRAINING_TREE: CategoryTree = TRAINING_CATEGORIES;
export const FORMS_TREE: CategoryTree = FORM_CATEGORIES;

/** Covid-19 Protocols: by name, a page of 9 as the other libraries, the page in the address. */
export const COVID_LIST_OPTIONS: ListStateOptions<'name'> = {
  sorts: ['name'],
  view: { sort: 'name', order: 'asc', pageSize: LIBRARY_PAGE_SIZE, pageSizes: [LIBRARY_PAGE_SIZE] },
};
