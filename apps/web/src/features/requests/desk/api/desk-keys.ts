/**
 * The IT desk's own query keys. The desk's queue and its side panel read the shared request
 * endpoints, so they use `requestKeys` (lib/api/request-keys.ts) and share their cache.
 */
export const deskKeys = {
  all: ['it-desk'] as const,
  staff: (search: string) => [...deskKeys.all, 'staff', search] as const,
};
