import { Trans } from '@lingui/react/macro';
import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatCount } from '../../lib/format';
import type { ChartRow } from './chart-drawing';
import classes from './chart-figures.module.css';
import { sharePercent } from './share-percent';

interface ChartFiguresProps {
  /** The chart's title: the table's caption. */
  title: string;
  /** The heading of the names' column ('Month', 'Region'). */
  nameLabel: string;
  /** The heading of the values' column. */
  valueLabel: string;
  rows: readonly ChartRow[];
  format?: (value: number) => string;
  /** For a donut: a Share column as well, with this many decimals. */
  shareDecimals?: 0 | 1;
}

/**
 * A chart's text alternative: its figures as a table, in the chart's order, behind a
 * 'Show the figures' disclosure under the drawing (which is hidden from assistive technology).
 */
export function ChartFigures({
  title,
  nameLabel,
  valueLabel,
  rows,
  format = formatCount,
  shareDecimals,
}: ChartFiguresProps) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Box component="details" mt="sm" className={classes.figures}>
      <Text component="summary" size="sm" className={classes.summary}>
        <Trans>
          Show the figures<VisuallyHidden> of {title}</VisuallyHidden>
        </Trans>
      </Text>
      <Table verticalSpacing={4} mt="xs" maw={560}>
        <Table.Caption>{title}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameLabel}</Table.Th>
            <Table.Th scope="col" ta="right">
              {valueLabel}
            </Table.Th>
            {shareDecimals !== undefined && (
              <Table.Th scope="col" ta="right">
                <Trans>Share</Trans>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={400}>
                {row.name}
              </Table.Th>
              <Table.Td ta="right">{format(row.value)}</Table.Td>
              {shareDecimals !== undefined && (
                <Table.Td ta="right">{sharePercent(row.value, total, shareDecimals)}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
