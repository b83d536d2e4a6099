import { ActionIcon, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { isBackgroundQuery } from '../../lib/background-query';
import { formatClockTime } from '../../lib/format';
import { useLastSyncedAt } from './use-last-synced-at';

/** Spec §2 Layout: 'Last synced at {time}' and a refresh button for the page's data. */
export function SyncStatus() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const lastSyncedAt = useLastSyncedAt();
  const refreshing = useIsFetching({ predicate: (query) => !isBackgroundQuery(query) }) > 0;

  const time = lastSyncedAt === null ? '' : formatClockTime(lastSyncedAt);
  return (
    <Group gap={6} wrap="nowrap">
      {lastSyncedAt !== null && (
        <Text size="sm" c="dimmed" visibleFrom="sm">
          <Trans>Last synced at {time}</Trans>
        </Text>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t`Refresh`}
        title={t`Refresh`}
        loading={refreshing}
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        <IconRefresh size={20} stroke={1.6} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
