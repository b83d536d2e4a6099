import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_REQUESTS } from '@portico/domain/requests/request-constants';
import { useRequestList } from '../../lib/api/get-request-list';
import { formatDate } from '../../lib/format';
import { formatRequestStatus, formatRequestType } from '../../lib/request-labels';
import classes from './dashboard.module.css';
import { tourAnchor } from '../../components/guided-tour/tour-step';

/** Spec §2 Dashboard: the 5 most recent requests, each linking to its detail. */
export function RecentRequests() {
  const recent = useRequestList({
    view: 'mine',
    page: 1,
    pageSize: DASHBOARD_RECENT_REQUESTS,
    sort: 'createdAt',
    order: 'desc',
  });
  const items = recent.data?.items ?? [];

  return (
    <Card
      component="section"
      aria-labelledby="recent-requests-heading"
      padding="lg"
      {...tourAnchor('recent-requests')}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id="recent-requests-heading">
          <Trans>Recent IT Requests</Trans>
        </Title>
        <Anchor component={Link} to="/serviceRequests" size="sm">
          <Trans>See all</Trans>
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>The 5 most recent requests</Trans>
      </Text>
      {recent.isPending && (
        <Text c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {recent.isError && (
        <Text c="dimmed">
          <Trans>Your requests could not be loaded.</Trans>
        </Text>
      )}
      {recent.isSuccess && items.length === 0 && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap={0} className={classes.list}>
          {items.map((request) => (
            <li key={request.id} className={classes.item}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div className={classes.itemText}>
                  <Anchor component={Link} to={`/serviceRequests/${request.id}`} fw={600}>
                    {request.displayName}
                  </Anchor>{' '}
                  <Text span size="sm">
                    {request.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatRequestType(request.type)} · {formatDate(request.createdAt)}
                  </Text>
                </div>
                <Text size="sm" c="dimmed" className={classes.status}>
                  {formatRequestStatus(request.status)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
