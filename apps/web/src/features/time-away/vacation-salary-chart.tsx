import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatDays } from '../../lib/format';

export interface VacationSalaryFigures {
  booked: number;
  taken: number;
  remaining: number;
}

const SEGMENTS = [
  { key: 'booked', name: msg`Booked`, color: 'portico.5' },
  { key: 'taken', name: msg`Taken`, color: 'portico.8' },
  { key: 'remaining', name: msg`Remaining`, color: 'gray.3' },
] as const;

/**
 * Spec §2 My Time Off, the side card: booked, taken and remaining Vacation Salary as a donut (an
 * overbooked balance leaves no remaining slice), its figures written out beside it for everyone
 * who does not read charts. Its own chunk: the chart library loads only with this card.
 */
export default function VacationSalaryChart({ booked, taken, remaining }: VacationSalaryFigures) {
  const { i18n, t } = useLingui();
  const figures = { booked, taken, remaining };
  const data = SEGMENTS.map(({ key, name, color }) => ({
    name: i18n._(name),
    color,
    value: Math.max(0, figures[key]),
  }));
  const bookedDays = formatDays(booked);
  const takenDays = formatDays(taken);
  const remainingDays = formatDays(remaining);
  const summary = t`Vacation Salary: ${bookedDays} booked, ${takenDays} taken, ${remainingDays} remaining`;
  return (
    <Stack align="center" gap="md">
      <div role="img" aria-label={summary}>
        <DonutChart
          data={data}
          size={170}
          thickness={26}
          chartLabel={t`${remainingDays} left`}
          withTooltip={false}
          accessibilityLayer={false}
          strokeWidth={2}
        />
      </div>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} w="100%">
        {SEGMENTS.map(({ key, name, color }) => (
          <Group component="li" key={key} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${color.replace('.', '-')})`}
                size={14}
                withShadow={false}
              />
              <Text size="sm">{i18n._(name)}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatDays(figures[key])}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
