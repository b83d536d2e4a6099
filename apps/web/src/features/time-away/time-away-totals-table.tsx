import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { MyTimeAway } from '@portico/domain/time-away/time-away-dto';
import { formatDays } from '../../lib/format';
import { formatTimeAwayRow } from './time-away-labels';
import classes from './time-away.module.css';

/** Spec §2 My Time Off: Type, Allocation, Booked, Taken, Remaining for the seven request types. */
export function TimeAwayTotalsTable({ balances }: { balances: MyTimeAway['balances'] }) {
  const { t } = useLingui();
  return (
    // No minimum width: on a phone the table tightens (time-away.module.css) so Remaining, the
    // figure people come for, is on the screen rather than behind a sideways scroll.
    <Table.ScrollContainer minWidth={0}>
      <Table
        striped
        verticalSpacing="xs"
        horizontalSpacing="xs"
        className={classes.totals}
        aria-label={t`Time away totals, in days`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              <Trans>Allocation</Trans>
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              <Trans>Booked</Trans>
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              <Trans>Taken</Trans>
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              <Trans>Remaining</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balances.map((row) => (
            <Table.Tr key={row.requestType}>
              <Table.Th scope="row" fw={500}>
                {formatTimeAwayRow(row.requestType)}
              </Table.Th>
              <Table.Td className={classes.number}>{formatDays(row.allocation)}</Table.Td>
              <Table.Td className={classes.number}>{formatDays(row.booked)}</Table.Td>
              <Table.Td className={classes.number}>{formatDays(row.taken)}</Table.Td>
              <Table.Td className={classes.number} fw={600}>
                {formatDays(row.remaining)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
