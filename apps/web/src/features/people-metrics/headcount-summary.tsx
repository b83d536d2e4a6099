import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { HeadcountMonth } from '@portico/domain/people-metrics/headcount';
import type { HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { formatCount, formatDate, formatMonthYear, formatSignedCount } from '../../lib/format';

interface Figure {
  key: string;
  label: string;
  value: string;
  detail: string;
}

function figuresOf(
  i18n: I18n,
  summary: HeadcountReport['summary'],
  months: readonly HeadcountMonth[],
): Figure[] {
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const hires = summary.newHireReplacement + summary.newHireNetNew;
  const leavers = summary.voluntary + summary.involuntary;
  const firstDay = formatDate(first) ?? '';
  const lastMonth = formatMonthYear(last) ?? '';
  const replacement = formatCount(summary.newHireReplacement);
  const netNew = formatCount(summary.newHireNetNew);
  const voluntary = formatCount(summary.voluntary);
  const involuntary = formatCount(summary.involuntary);
  const monthCount = months.length;
  return [
    {
      key: 'start',
      label: i18n._(msg`Headcount at Start`),
      value: formatCount(summary.start),
      detail: i18n._(msg`Active as of ${firstDay}`),
    },
    {
      key: 'end',
      label: i18n._(msg`Headcount at End`),
      value: formatCount(summary.end),
      detail: i18n._(msg`Active at the end of ${lastMonth}`),
    },
    {
      key: 'hires',
      label: i18n._(msg`New Hires`),
      value: formatCount(hires),
      detail: i18n._(msg`${replacement} replacement, ${netNew} net new`),
    },
    {
      key: 'leavers',
      label: i18n._(msg`Terminations`),
      value: formatCount(leavers),
      detail: i18n._(msg`${voluntary} voluntary, ${involuntary} involuntary`),
    },
    {
      key: 'changes',
      label: i18n._(msg`Changes`),
      value: formatSignedCount(summary.changes),
      detail: i18n._(msg`Moves into and out of the filters`),
    },
    {
      key: 'net',
      label: i18n._(msg`Net Change`),
      value: formatSignedCount(summary.end - summary.start),
      detail: i18n._(msg`Over ${monthCount} months`),
    },
  ];
}

/** The months at a glance: where they started and ended, and what moved in between. */
export function HeadcountSummary({ report }: { report: HeadcountReport }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      component="dl"
      aria-label={i18n._(msg`Headcount summary`)}
      m={0}
    >
      {figuresOf(i18n, report.summary, report.months).map((figure) => (
        <Paper key={figure.key} withBorder p="sm" radius="md">
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
