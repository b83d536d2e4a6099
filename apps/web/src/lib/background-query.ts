import type { Query } from '@tanstack/react-query';

/**
 * Marks a query that refreshes itself in the background (the bell's unread count). The
 * header's 'Last synced at' and its refresh spinner are about the page's data, so they ignore
 * such polls.
 */
export const backgroundQueryMeta = { background: true } as const;

export const isBackgroundQuery = (query: Query) => query.meta?.background === true;
