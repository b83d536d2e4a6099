import { ActionIcon, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { isBackgroundQuery } from '../../lib/background-query';
import { formatClockTime } from '../../lib/format';
import { useLastSyncedAt } from './use-last-synced-at';

/** Spec §2 Layout: 'Last synced at {time}' and a refresh button for the page's data. */
export function SyncStatus() {
  const queryClient = useQueryClient();
  const lastSyncedAt = useLastSyncedAt();
  const refreshing = useIsFetching({ predicate: (query) => !isBackgroundQuery(query) }) > 0;

  return (
    <Group gap={6} wrap="nowrap">
      {lastSyncedAt !== null && (
        <Text size="sm" c="dimmed" visibleFrom="sm">
          Last synced at {formatClockTime(lastSyncedAt)}
        </Text>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Refresh"
        title="Refresh"
        loading={refreshing}
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        <IconRefresh size={20} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
