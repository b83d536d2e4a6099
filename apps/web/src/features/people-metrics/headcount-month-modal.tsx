import { Alert, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MoveKind } from '@portico/domain/people-metrics/headcount';
import type { HeadcountMoveDto } from '@portico/domain/people-metrics/headcount-dto';
import { NoData } from '../../components/no-data';
import { LoadingSpinner } from '../../components/loading-state';
import { formatCount, formatDate, formatMonthYear, formatSignedCount } from '../../lib/format';
import { useHeadcountMonth } from './api/get-headcount-month';
import type { HeadcountFilters } from './headcount-filter-names';
import { MOVE_LABELS } from './headcount-labels';

interface HeadcountMonthModalProps {
  /** The month shown ('YYYY-MM-01'); null when closed. */
  month: string | null;
  filters: HeadcountFilters;
  onClose: () => void;
}

const SECTIONS: readonly {
  key: string;
  title: MessageDescriptor;
  kinds: readonly MoveKind[];
  dayLabel: MessageDescriptor;
}[] = [
  {
    key: 'hires',
    title: msg`New Hires`,
    kinds: ['newHireReplacement', 'newHireNetNew'],
    dayLabel: msg`Start Date`,
  },
  { key: 'leavers', title: msg`Terminations`, kinds: ['voluntary', 'involuntary'], dayLabel: msg`Last Day` },
  { key: 'changes', title: msg`Changes`, kinds: ['changeIn', 'changeOut'], dayLabel: msg`Date` },
];

function MovesTable({
  title,
  moves,
  dayLabel,
}: {
  title: string;
  moves: HeadcountMoveDto[];
  dayLabel: string;
}) {
  const { i18n } = useLinguiRuntime();
  if (moves.length === 0) return <NoData />;
  return (
    // Nothing in these rows takes focus, so the area itself does, for scrolling sideways by keyboard.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={title}>
      <Table verticalSpacing="xs" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Job Title</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Department</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Company</Trans>
            </Table.Th>
            <Table.Th scope="col">{dayLabel}</Table.Th>
            <Table.Th scope="col">
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Status Reason</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {moves.map((move) => (
            <Table.Tr key={`${move.employee.id}:${move.day}:${move.kind}`}>
              <Table.Td>{move.employee.name}</Table.Td>
              <Table.Td>{move.employee.jobTitle}</Table.Td>
              <Table.Td>{move.employee.department}</Table.Td>
              <Table.Td>{move.employee.company}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(move.day)}</Table.Td>
              <Table.Td>{i18n._(MOVE_LABELS[move.kind])}</Table.Td>
              <Table.Td>{move.statusReason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One month's modal: its opening and closing headcount, and who was hired, left or changed. */
export function HeadcountMonthModal({ month, filters, onClose }: HeadcountMonthModalProps) {
  const detail = useHeadcountMonth(month, filters);
  const row = detail.data?.month;
  const { t, i18n } = useLingui();
  const monthName = formatMonthYear(month) ?? '';
  const activeFirst = row ? formatCount(row.activeAsOfFirst) : '';
  const changes = row ? formatSignedCount(row.changes) : '';
  const activeEnd = row ? formatCount(row.activeAsOfEndOfMonth) : '';
  return (
    <Modal opened={month !== null} onClose={onClose} title={t`Headcount, ${monthName}`} size={1000} centered>
      {detail.isPending && <LoadingSpinner label={t`Loading the month`} />}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          <Trans>The month could not be loaded.</Trans>
        </Alert>
      )}
      {detail.data && row && (
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <Trans>
                Active as of 1st: <strong>{activeFirst}</strong>
              </Trans>
            </Text>
            <Text size="sm">
              <Trans>
                Changes: <strong>{changes}</strong>
              </Trans>
            </Text>
            <Text size="sm">
              <Trans>
                Active as of End of Month: <strong>{activeEnd}</strong>
              </Trans>
            </Text>
          </Group>
          {SECTIONS.map((section) => {
            const moves = detail.data.moves.filter((move) => section.kinds.includes(move.kind));
            const title = i18n._(section.title);
            const count = formatCount(moves.length);
            return (
              <section key={section.key}>
                <Title order={3} fz="h4" mb="xs">
                  {t`${title} (${count})`}
                </Title>
                <MovesTable title={title} moves={moves} dayLabel={i18n._(section.dayLabel)} />
              </section>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
