import { Trans } from '@lingui/react/macro';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconTicket } from '@tabler/icons-react';
import { useRequestSummary } from '../../lib/api/get-request-summary';
import classes from './dashboard.module.css';
import { tourAnchor } from '../../components/guided-tour/tour-step';

/** Spec §2 Dashboard: the person's open IT requests, linking to /serviceRequestTypes/pending. */
export function OpenRequestsTile() {
  const summary = useRequestSummary();
  const count = summary.data?.openCount;
  return (
    <Card
      component={Link}
      to="/serviceRequestTypes/pending"
      className={classes.tile}
      padding="lg"
      {...tourAnchor('open-requests')}
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" fw={600} c="dimmed">
            <Trans>Open IT Requests</Trans>
          </Text>
          <Text fz={36} fw={700} lh={1.2} aria-live="polite">
            {count ?? (summary.isError ? '—' : '…')}
          </Text>
        </div>
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
          <IconTicket size={28} />
        </ThemeIcon>
      </Group>
      <Text size="sm" c="portico.8" mt="xs" fw={500}>
        <Trans>View open requests</Trans>
      </Text>
    </Card>
  );
}
