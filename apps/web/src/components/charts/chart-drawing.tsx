import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import { sharePercent } from './share-percent';

/** The six-colour palette (spec §9: presentational). */
const PALETTE = ['portico.7', 'teal.6', 'orange.6', 'grape.6', 'cyan.7', 'red.6', 'yellow.6', 'gray.6'];
const colorOf = (index: number) => PALETTE[index % PALETTE.length]!;

/** One bar or slice: what it stands for and its value. */
export interface ChartRow {
  name: string;
  value: number;
}

/** How the axes and tooltips write a value; whole numbers ('1,234') unless told otherwise. */
type ValueFormat = { format?: (value: number) => string };

export type ChartDrawingProps = ValueFormat &
  (
    | { kind: 'bar'; rows: readonly ChartRow[]; series: string }
    | { kind: 'donut'; rows: readonly ChartRow[]; decimals: 0 | 1 }
    | {
        kind: 'line';
        points: readonly { label: string; value: number; previous: number | null }[];
        series: string;
        compare: boolean;
      }
  );

/**
 * The metrics pages' charts (a line over time, flat bars, a donut with its shares), in a chunk of
 * their own so the chart library loads only with the cards. Drawings are hidden from assistive
 * technology: every page gives the same figures as text (a list or a table), and the donuts
 * write their shares out beside them.
 */
export default function ChartDrawing(props: ChartDrawingProps) {
  const valueFormatter = props.format ?? formatCount;
  if (props.kind === 'line') {
    const data = props.points.map((point) => ({
      label: point.label,
      [props.series]: point.value,
      'Previous period': point.previous ?? 0,
    }));
    return (
      <div aria-hidden="true">
        <LineChart
          h={240}
          data={data}
          dataKey="label"
          withLegend={props.compare}
          valueFormatter={valueFormatter}
          yAxisProps={{ allowDecimals: false }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
          accessibilityLayer={false}
          series={[
            { name: props.series, color: 'portico.7' },
            ...(props.compare ? [{ name: 'Previous period', color: 'gray.5', strokeDasharray: '5 5' }] : []),
          ]}
        />
      </div>
    );
  }
  if (props.kind === 'bar') {
    const data = props.rows.map((row) => ({ name: row.name, [props.series]: row.value }));
    return (
      // Bars lie flat so long company and page names read whole on the axis.
      <div aria-hidden="true">
        <BarChart
          h={Math.max(160, 40 + data.length * 30)}
          data={data}
          dataKey="name"
          orientation="vertical"
          valueFormatter={valueFormatter}
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 190, interval: 0, tick: { fontSize: 12 } }}
          accessibilityLayer={false}
          series={[{ name: props.series, color: 'portico.7' }]}
        />
      </div>
    );
  }
  const total = props.rows.reduce((sum, row) => sum + row.value, 0);
  const data = props.rows.map((row, index) => ({ name: row.name, value: row.value, color: colorOf(index) }));
  return (
    <Group align="center" justify="center" gap="lg">
      <div aria-hidden="true">
        <DonutChart
          data={data}
          size={150}
          thickness={24}
          withTooltip={false}
          strokeWidth={1}
          accessibilityLayer={false}
          // Recharts makes each pie a tab stop of its own; the list beside it holds the figures.
          pieProps={{ rootTabIndex: -1 }}
        />
      </div>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} miw={160}>
        {data.map((row) => (
          <Group component="li" key={row.name} justify="space-between" wrap="nowrap" gap="md">
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${row.color.replace('.', '-')})`}
                size={12}
                withShadow={false}
              />
              <Text size="sm">{row.name}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {sharePercent(row.value, total, props.decimals)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
