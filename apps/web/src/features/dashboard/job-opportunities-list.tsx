import '../../lib/mantine-styles-later';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NEW_JOB_BADGE } from '@portico/domain/careers/new-job-badge';
import type { JobOpening } from '@portico/domain/careers/job-opening-schema';
import { useState } from 'react';
import { CardPager } from '../../components/card-pager';
import { formatDate } from '../../lib/format';
import { useJobOpenings } from './api/get-job-openings';
import { JOB_OPPORTUNITIES_TITLE } from './card-titles';
import classes from './dashboard.module.css';

const placeOf = (job: JobOpening) => [job.city, job.state, job.country].filter(Boolean).join(', ');

/**
 * Spec §2 Dashboard: the group's job openings, 3 per page with previous/next, a 'New' badge on
 * those posted within 7 days (decided by the server, whose clock says what today is).
 */
export default function JobOpportunitiesList() {
  const [page, setPage] = useState(1);
  const jobs = useJobOpenings(page);
  const data = jobs.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card component="section" aria-labelledby="job-opportunities-heading" padding="lg">
      <Title order={2} fz="h4" id="job-opportunities-heading" mb="sm">
        {JOB_OPPORTUNITIES_TITLE}
      </Title>
      {jobs.isPending && (
        <Text c="dimmed" role="status">
          Loading…
        </Text>
      )}
      {jobs.isError && <Text c="dimmed">The job openings could not be loaded.</Text>}
      {data && data.items.length === 0 && <Text c="dimmed">No Data to Display</Text>}
      {data && data.items.length > 0 && (
        <Stack component="ul" gap={0} className={classes.list} aria-busy={jobs.isPlaceholderData}>
          {data.items.map((job) => (
            <li key={job.id} className={classes.item}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <div className={classes.itemText}>
                  {job.jobDetailsUrl ? (
                    <Anchor href={job.jobDetailsUrl} target="_blank" rel="noopener noreferrer" fw={600}>
                      {job.jobTitle}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{job.jobTitle}</Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {placeOf(job)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Posted {formatDate(job.datePosted)}
                  </Text>
                </div>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {job.isNew && (
                    <Badge color="teal.9" variant="filled" size="sm">
                      {NEW_JOB_BADGE}
                    </Badge>
                  )}
                  {job.applyUrl && (
                    <Anchor
                      href={job.applyUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      aria-label={`Apply for ${job.jobTitle}`}
                    >
                      Apply
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <CardPager page={page} pageCount={pageCount} onPageChange={setPage} label="job opportunities" />
    </Card>
  );
}
