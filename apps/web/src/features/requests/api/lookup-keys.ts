import type { RequestType } from '@portico/domain/requests/request-constants';
import { catalogueKeys } from './catalogue-keys';

/** The query keys of what the request form looks up: categories and projects (people: lib/api/search-people). */
export const lookupKeys = {
  categories: (type: RequestType) => [...catalogueKeys.categories, type] as const,
  project: (id: string) => [...catalogueKeys.projects, 'detail', id] as const,
  projectSearch: (search: string) => [...catalogueKeys.projects, 'search', search] as const,
};
