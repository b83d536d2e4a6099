// Modal styles are not in the first paint's sheet; they arrive with this code.
import '../../lib/mantine-styles-later';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text, Title } from '@mantine/core';
import type { EmployeeListItem } from '@portico/domain/people/employee-list';
import { LoadingSpinner } from '../../components/loading-state';
import { useEmployeeAbout } from './api/get-employee-about';
import { DirectReportsChart } from './direct-reports-chart';

interface MoreAboutMeModalProps {
  person: EmployeeListItem;
  onClose: () => void;
}

/**
 * Spec §2 Dashboard: a colleague's 'more about me' — their About Me text and an org chart of
 * their direct reports (from the HR record). Loaded on first use with the chart library.
 */
export default function MoreAboutMeModal({ person, onClose }: MoreAboutMeModalProps) {
  const { t } = useLingui();
  const about = useEmployeeAbout(person.id);
  const data = about.data;
  const name = person.name;
  return (
    // It opens at its top, the focus on Close: not scrolled down to the chart's first button.
    <Modal
      opened
      onClose={onClose}
      title={person.name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t`Close`, 'data-autofocus': true } as Record<string, unknown>}
    >
      {person.title && (
        <Text c="dimmed" mb="md">
          {person.title}
        </Text>
      )}
      {about.isPending && <LoadingSpinner label={t`Loading more about ${name}`} />}
      {about.isError && (
        <Text c="dimmed">
          <Trans>This employee could not be loaded.</Trans>
        </Text>
      )}
      {data && (
        <Stack gap="md">
          <section aria-labelledby="about-me-heading">
            <Title order={3} fz="h5" id="about-me-heading" mb={4}>
              <Trans>About Me</Trans>
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{data.aboutMe || t`No Data to Display`}</Text>
          </section>
          <section aria-labelledby="direct-reports-heading">
            <Title order={3} fz="h5" id="direct-reports-heading" mb={4}>
              <DirectReportsHeading count={data.directReports.length} />
            </Title>
            {data.directReports.length === 0 ? (
              <Text c="dimmed">
                <Trans>No direct reports.</Trans>
              </Text>
            ) : (
              <DirectReportsChart manager={data} reports={data.directReports} />
            )}
          </section>
        </Stack>
      )}
    </Modal>
  );
}

function DirectReportsHeading({ count }: { count: number }) {
  return <Trans>Direct Reports ({count})</Trans>;
}
