import { useSyncExternalStore } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { isBackgroundQuery } from '../../lib/background-query';

const latestUpdate = (queries: readonly Query[]) =>
  queries.reduce(
    (latest, query) => (isBackgroundQuery(query) ? latest : Math.max(latest, query.state.dataUpdatedAt)),
    0,
  );

/**
 * When data last arrived from the server (any query but background polls), or null before the
 * first answer. Read from the query cache itself, so every fetch counts without pages having
 * to report it.
 */
export function useLastSyncedAt(): number | null {
  const cache = useQueryClient().getQueryCache();
  const latest = useSyncExternalStore(
    (onStoreChange) => cache.subscribe(onStoreChange),
    () => latestUpdate(cache.getAll()),
  );
  return latest > 0 ? latest : null;
}
