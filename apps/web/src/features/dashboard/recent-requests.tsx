import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_REQUESTS } from '@portico/domain/requests/request-constants';
import { useRequestList } from '../../lib/api/get-request-list';
import { formatDate, formatRequestType } from '../../lib/format';
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
          Recent IT Requests
        </Title>
        <Anchor component={Link} to="/serviceRequests" size="sm">
          See all
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        The 5 most recent requests
      </Text>
      {recent.isPending && <Text c="dimmed">Loading…</Text>}
      {recent.isError && <Text c="dimmed">Your requests could not be loaded.</Text>}
      {recent.isSuccess && items.length === 0 && <Text c="dimmed">No Data to Display</Text>}
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
                  {request.status}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
