/**
 * Request categories and projects are taken off the request form by deactivating them: an
 * inactive one stays on the requests that already name it, but no new request can choose it.
 */
export const CATALOGUE_STATUSES = ['active', 'inactive'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const CATALOGUE_STATUS_LABELS: Record<CatalogueStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

/**
 * Why a category or project cannot be deleted: requests name it, and a request's category and
 * project are part of what was asked for and approved. Deactivating hides it instead.
 */
export function inUseMessage(noun: 'category' | 'project', requestCount: number): string {
  const requests = requestCount === 1 ? '1 request uses' : `${requestCount} requests use`;
  return `This ${noun} cannot be deleted: ${requests} it. Deactivate it instead, so the request form no longer offers it.`;
}
