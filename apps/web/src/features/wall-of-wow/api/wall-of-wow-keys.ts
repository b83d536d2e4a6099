/**
 * The Wall of Wow's query keys. The dashboard card's `['wall-of-wow', 'current']` is under the
 * same root, so any change in the administration refreshes it too.
 */
export const wallOfWowKeys = {
  all: ['wall-of-wow'] as const,
  adminList: (params: object) => ['wall-of-wow', 'admin', 'list', params] as const,
  adminEntry: (id: string) => ['wall-of-wow', 'admin', 'entry', id] as const,
};
