import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import '../../lib/mantine-styles-later';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CardPager } from '../../components/card-pager';
import { JobOpeningSummary } from '../../components/job-opening-summary';
import { useJobOpenings } from '../../lib/api/get-job-openings';
import { JOB_OPPORTUNITIES_TITLE } from './card-titles';
import classes from './dashboard.module.css';

/**
 * Spec §2 Dashboard: the group's job openings, 3 per page with previous/next, a 'New' badge on
 * those posted within 7 days (decided by the server, whose clock says what today is).
 */
export default function JobOpportunitiesList() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const [page, setPage] = useState(1);
  const jobs = useJobOpenings({ page });
  const data = jobs.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card component="section" aria-labelledby="job-opportunities-heading" padding="lg">
      <Title order={2} fz="h4" id="job-opportunities-heading" mb="sm">
        {i18n._(JOB_OPPORTUNITIES_TITLE)}
      </Title>
      {jobs.isPending && (
        <Text c="dimmed" role="status">
          <Trans>Loading…</Trans>
        </Text>
      )}
      {jobs.isError && (
        <Text c="dimmed">
          <Trans>The job openings could not be loaded.</Trans>
        </Text>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No Data to Display</Trans>
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Stack component="ul" gap={0} className={classes.list} aria-busy={jobs.isPlaceholderData}>
          {data.items.map((job) => (
            <li key={job.id} className={classes.item}>
              <JobOpeningSummary job={job} />
            </li>
          ))}
        </Stack>
      )}
      <CardPager page={page} pageCount={pageCount} onPageChange={setPage} label={t`job opportunities`} />
    </Card>
  );
}
