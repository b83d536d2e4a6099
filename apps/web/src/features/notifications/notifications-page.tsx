import { Alert, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { NOTIFICATIONS_PAGE_SIZE, useNotificationsPage } from '../../lib/api/get-notifications';
import { paginationLabels } from '../../lib/pagination-labels';
import { NotificationList } from './notification-list';
import { LoadingPlaceholder } from '../../components/loading-state';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Spec §2 Notifications: the full list, newest first, 20 per page. */
export function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useLingui();
  const page = pageFrom(searchParams.get('page'));
  const notifications = useNotificationsPage(page);
  const data = notifications.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / NOTIFICATIONS_PAGE_SIZE)) : 1;

  const goToPage = (next: number) =>
    setSearchParams((params) => {
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });

  return (
    <>
      <PageTitle title={t`Notifications`} />
      {notifications.isPending && (
        <LoadingPlaceholder
          label={t`Loading notifications`}
          blocks={[{ height: 64 }, { height: 64 }, { height: 64 }]}
        />
      )}
      {notifications.isError && !data && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          <Trans>
            Your notifications could not be loaded. Use Refresh at the top of the page to try again.
          </Trans>
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Paper withBorder p="lg">
          <Text>
            <Trans>No notifications.</Trans>
          </Text>
        </Paper>
      )}
      {data && data.items.length > 0 && (
        <Stack gap="md">
          <NotificationList items={data.items} />
          {pageCount > 1 && (
            <Group component="nav" aria-label={t`Notification pages`} justify="center">
              <Pagination
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={goToPage}
                {...paginationLabels}
              />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
