import type { RequestType } from '@portico/domain/requests/request-constants';

/** The query keys of what the request form looks up: categories and projects (people: `lib/api/search-people.ts`). */
export const lookupKeys = {
  categories: (type: RequestType) => ['request-categories', type] as const,
  project: (id: string) => ['projects', 'detail', id] as const,
  projectSearch: (search: string) => ['projects', 'search', search] as const,
};
