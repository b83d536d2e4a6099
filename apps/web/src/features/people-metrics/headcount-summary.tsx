import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { HeadcountMonth } from '@portico/domain/people-metrics/headcount';
import type { HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { formatCount, formatDate, formatMonthYear, formatSignedCount } from '../../lib/format';

interface Figure {
  label: string;
  value: string;
  detail: string;
}

function figuresOf(summary: HeadcountReport['summary'], months: readonly HeadcountMonth[]): Figure[] {
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const hires = summary.newHireReplacement + summary.newHireNetNew;
  const leavers = summary.voluntary + summary.involuntary;
  return [
    {
      label: 'Headcount at Start',
      value: formatCount(summary.start),
      detail: `Active as of ${formatDate(first) ?? ''}`,
    },
    {
      label: 'Headcount at End',
      value: formatCount(summary.end),
      detail: `Active at the end of ${formatMonthYear(last) ?? ''}`,
    },
    {
      label: 'New Hires',
      value: formatCount(hires),
      detail: `${formatCount(summary.newHireReplacement)} replacement, ${formatCount(summary.newHireNetNew)} net new`,
    },
    {
      label: 'Terminations',
      value: formatCount(leavers),
      detail: `${formatCount(summary.voluntary)} voluntary, ${formatCount(summary.involuntary)} involuntary`,
    },
    {
      label: 'Changes',
      value: formatSignedCount(summary.changes),
      detail: 'Moves into and out of the filters',
    },
    {
      label: 'Net Change',
      value: formatSignedCount(summary.end - summary.start),
      detail: `Over ${months.length} months`,
    },
  ];
}

/** The months at a glance: where they started and ended, and what moved in between. */
export function HeadcountSummary({ report }: { report: HeadcountReport }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      component="dl"
      aria-label="Headcount summary"
      m={0}
    >
      {figuresOf(report.summary, report.months).map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed" fw={500}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700} lh={1.3}>
            {figure.value}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {figure.detail}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
