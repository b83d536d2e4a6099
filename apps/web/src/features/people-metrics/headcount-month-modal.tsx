import { Alert, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { MoveKind } from '@portico/domain/people-metrics/headcount';
import type { HeadcountMoveDto } from '@portico/domain/people-metrics/headcount-dto';
import { EMPTY_TEXT } from '../../components/data-table/table-rows';
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

const SECTIONS: readonly { title: string; kinds: readonly MoveKind[]; dayLabel: string }[] = [
  { title: 'New Hires', kinds: ['newHireReplacement', 'newHireNetNew'], dayLabel: 'Start Date' },
  { title: 'Terminations', kinds: ['voluntary', 'involuntary'], dayLabel: 'Last Day' },
  { title: 'Changes', kinds: ['changeIn', 'changeOut'], dayLabel: 'Date' },
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
  if (moves.length === 0) return <Text c="dimmed">{EMPTY_TEXT}</Text>;
  return (
    // Nothing in these rows takes focus, so the area itself does, for scrolling sideways by keyboard.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={title}>
      <Table verticalSpacing="xs" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Job Title</Table.Th>
            <Table.Th scope="col">Department</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">{dayLabel}</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status Reason</Table.Th>
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
              <Table.Td>{MOVE_LABELS[move.kind]}</Table.Td>
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
  return (
    <Modal
      opened={month !== null}
      onClose={onClose}
      title={`Headcount, ${formatMonthYear(month) ?? ''}`}
      size={1000}
      centered
    >
      {detail.isPending && <LoadingSpinner label="Loading the month" />}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          The month could not be loaded.
        </Alert>
      )}
      {detail.data && row && (
        <Stack gap="md">
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              Active as of 1st: <strong>{formatCount(row.activeAsOfFirst)}</strong>
            </Text>
            <Text size="sm">
              Changes: <strong>{formatSignedCount(row.changes)}</strong>
            </Text>
            <Text size="sm">
              Active as of End of Month: <strong>{formatCount(row.activeAsOfEndOfMonth)}</strong>
            </Text>
          </Group>
          {SECTIONS.map((section) => {
            const moves = detail.data.moves.filter((move) => section.kinds.includes(move.kind));
            return (
              <section key={section.title}>
                <Title order={3} fz="h4" mb="xs">
                  {`${section.title} (${formatCount(moves.length)})`}
                </Title>
                <MovesTable title={section.title} moves={moves} dayLabel={section.dayLabel} />
              </section>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
