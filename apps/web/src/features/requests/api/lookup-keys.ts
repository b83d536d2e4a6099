import type { RequestType } from '@portico/domain/requests/request-constants';

/** The query keys of what the request form looks up: categories, projects and people. */
export const lookupKeys = {
  categories: (type: RequestType) => ['request-categories', type] as const,
  project: (id: string) => ['projects', 'detail', id] as const,
  projectSearch: (search: string) => ['projects', 'search', search] as const,
  peopleSearch: (search: string) => ['people', 'search', search] as const,
};
