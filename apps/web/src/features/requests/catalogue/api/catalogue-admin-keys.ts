import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../api/catalogue-keys';

/** The administration screens' keys: categories and projects, lists and single records. */
export const catalogueAdminKeys = {
  categories: ['admin', 'request-categories'] as const,
  projects: ['admin', 'projects'] as const,
};

/** After a change: the admin lists and records, and what the request form offers. */
export async function invalidateCatalogue(queryClient: QueryClient, kind: 'categories' | 'projects') {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueAdminKeys[kind] }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys[kind] }),
  ]);
}
