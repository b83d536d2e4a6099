import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadcountMonth } from '@portico/domain/people-metrics/headcount';
import { formatCount, formatShortMonthYear } from '../../lib/format';
import { clickedRow } from './chart-click';

interface HeadcountChartProps {
  months: readonly HeadcountMonth[];
  /** A click on a month opens its modal. */
  onOpenMonth: (month: string) => void;
}

const HEADCOUNT_DOMAIN: [(lowest: number) => number, (highest: number) => number] = [
  (lowest) => Math.max(0, Math.floor(lowest * 0.9)),
  (highest) => Math.ceil(highest * 1.05),
];

/**
 * The 24 past months (spec §2: past dates only): the end-of-month headcount as a line on the
 * right axis, hires and terminations as bars on the left. Loaded lazily with the chart library;
 * the table below holds the same numbers for keyboards and screen readers.
 */
export default function HeadcountChart({ months, onOpenMonth }: HeadcountChartProps) {
  const { t } = useLingui();
  const SERIES = {
    headcount: t`Active at End of Month`,
    hires: t`New Hires`,
    leavers: t`Terminations`,
  };
  const data = months.map((row) => ({
    month: formatShortMonthYear(row.month) ?? row.month,
    [SERIES.headcount]: row.activeAsOfEndOfMonth,
    [SERIES.hires]: row.newHireReplacement + row.newHireNetNew,
    [SERIES.leavers]: row.voluntary + row.involuntary,
  }));
  return (
    <figure style={{ margin: 0 }}>
      <VisuallyHidden component="figcaption">
        <Trans>
          Headcount chart: active employees at the end of each month, with new hires and terminations; the
          table below lists the same numbers.
        </Trans>
      </VisuallyHidden>
      <div aria-hidden="true">
        <CompositeChart
          h={300}
          data={data}
          dataKey="month"
          withLegend
          withRightYAxis
          valueFormatter={formatCount}
          maxBarWidth={18}
          yAxisLabel={t`Hires and terminations`}
          rightYAxisLabel={t`Headcount`}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false }}
          // Headcount moves little against its size: the right axis starts near the lowest month,
          // so the line shows the trend (its labels say where it starts).
          rightYAxisProps={{ allowDecimals: false, domain: HEADCOUNT_DOMAIN }}
          series={[
            { name: SERIES.hires, color: 'teal.6', type: 'bar' },
            { name: SERIES.leavers, color: 'red.6', type: 'bar' },
            { name: SERIES.headcount, color: 'blue.7', type: 'line', yAxisId: 'right' },
          ]}
          composedChartProps={{
            // The table below is the keyboard's and screen reader's way in; the drawing stays out
            // of the tab order (it is hidden from assistive technology).
            accessibilityLayer: false,
            style: { cursor: 'pointer' },
            onClick: (state) => {
              const row = clickedRow(months, state?.activeTooltipIndex);
              if (row) onOpenMonth(row.month);
            },
          }}
        />
      </div>
    </figure>
  );
}
