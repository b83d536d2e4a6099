import { Anchor, Table } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadcountMonth } from '@portico/domain/people-metrics/headcount';
import { formatCount, formatMonthYear, formatSignedCount } from '../../lib/format';
import { HEADCOUNT_COLUMNS } from './headcount-labels';

interface HeadcountTableProps {
  months: readonly HeadcountMonth[];
  onOpenMonth: (month: string) => void;
}

/** The month rows (spec §3), newest first; each month opens its modal. */
export function HeadcountTable({ months, onOpenMonth }: HeadcountTableProps) {
  const { t, i18n } = useLingui();
  const newestFirst = [...months].reverse();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t`Headcount by month`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Month</Trans>
            </Table.Th>
            {HEADCOUNT_COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col" ta="right">
                {i18n._(column.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Th scope="row" fw={500}>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  style={{ whiteSpace: 'nowrap' }}
                  onClick={() => onOpenMonth(row.month)}
                >
                  {formatMonthYear(row.month)}
                </Anchor>
              </Table.Th>
              {HEADCOUNT_COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {column.key === 'changes' ? formatSignedCount(row.changes) : formatCount(row[column.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
