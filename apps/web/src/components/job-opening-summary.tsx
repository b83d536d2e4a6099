import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { JobOpening } from '@portico/domain/careers/job-opening-schema';
import { JOB_OPENING_TEXT_FIELDS } from '@portico/domain/careers/job-opening-texts';
import { langOf, OnlyInMark } from './bilingual/only-in-mark';
import { useShownInEach } from './bilingual/use-shown-in';
import { formatDate } from '../lib/format';

const placeOf = (job: JobOpening) => [job.city, job.state, job.country].filter(Boolean).join(', ');

/**
 * One job opening as the dashboard's card and the careers page show it: the title linking to
 * its details, the place (city, state, country), the posted date, the 'New' badge of the last
 * 7 days (decided by the server) and the Apply link. Both links open the hiring site in a new tab.
 * The title is in the reader's language, or in the other marked as the only one (decision 065).
 */
export function JobOpeningSummary({ job }: { job: JobOpening }) {
  const { t } = useLingui();
  const shown = useShownInEach(JOB_OPENING_TEXT_FIELDS)(job);
  const posted = formatDate(job.datePosted);
  const jobTitle = shown.texts.jobTitle;
  const lang = langOf(shown);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          {job.jobDetailsUrl ? (
            <Anchor href={job.jobDetailsUrl} target="_blank" rel="noopener noreferrer" fw={600} lang={lang}>
              {jobTitle}
            </Anchor>
          ) : (
            <Text fw={600} lang={lang}>
              {jobTitle}
            </Text>
          )}
          <OnlyInMark shown={shown} size="sm" />
        </Group>
        <Text size="sm" c="dimmed">
          {placeOf(job)}
        </Text>
        <Text size="xs" c="dimmed">
          <Trans>Posted {posted}</Trans>
        </Text>
      </div>
      <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
        {job.isNew && (
          <Badge color="teal.9" variant="filled" size="sm">
            <Trans>New</Trans>
          </Badge>
        )}
        {job.applyUrl && (
          <Anchor
            href={job.applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t`Apply for ${jobTitle}`}
          >
            <Trans>Apply</Trans>
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
