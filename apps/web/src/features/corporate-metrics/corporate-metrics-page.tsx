import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  sampleRevenueByMonth,
  sampleRevenueByRegion,
  type SampleFigure,
} from '@portico/domain/corporate-metrics/sample-figures';
import { IconInfoCircle } from '@tabler/icons-react';
import { ChartFigures } from '../../components/charts/chart-figures';
import { MetricCard } from '../../components/charts/metric-card';
import { MetricChart } from '../../components/charts/metric-chart';
import { PageTitle } from '../../components/page-title';

const byMonth = sampleRevenueByMonth();
const byRegion = sampleRevenueByRegion();

/** The sample figures' names (the domain's months and regions) in the reader's language. */
const FIGURE_NAMES: Record<string, MessageDescriptor> = {
  Jan: msg`Jan`,
  Feb: msg`Feb`,
  Mar: msg`Mar`,
  Apr: msg`Apr`,
  May: msg`May`,
  Jun: msg`Jun`,
  Jul: msg`Jul`,
  Aug: msg`Aug`,
  Sep: msg`Sep`,
  Oct: msg`Oct`,
  Nov: msg`Nov`,
  Dec: msg`Dec`,
  Canada: msg`Canada`,
  USA: msg`USA`,
  Doha: msg`Doha`,
};

/**
 * Spec §2 /corporateMetrics, the corporate dashboard with placeholder charts: sample figures
 * (decision 041), said so above the charts, for everyone signed in. Each drawing has its figures
 * as a table beneath it.
 */
export function CorporateMetricsPage() {
  const { t, i18n } = useLingui();
  const TITLE = t`Corporate Dashboard`;
  // The domain's SAMPLE_VALUE_LABEL and CORPORATE_CHART_TITLES in the reader's language.
  const valueLabel = t`Revenue (CA$ thousands)`;
  const titles = {
    byMonth: t`Revenue by Month`,
    byRegion: t`Revenue by Region`,
    regionShare: t`Share of Revenue by Region`,
  };
  const named = (rows: readonly SampleFigure[]) =>
    rows.map((row) => {
      const name = FIGURE_NAMES[row.name];
      return { ...row, name: name ? i18n._(name) : row.name };
    });
  const months = named(byMonth);
  const regions = named(byRegion);
  /** The axes show bare numbers; this line under a card's title says what they count. */
  const unit = (
    <Text size="xs" c="dimmed" mb={4}>
      {valueLabel}
    </Text>
  );

  return (
    <>
      <PageTitle title={TITLE} />
      <Alert
        color="yellow"
        variant="light"
        title={t`Sample figures`}
        icon={<IconInfoCircle aria-hidden="true" />}
        // Yellow's own title colour is too pale to read on its light background (WCAG AA).
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
        mb="lg"
        data-testid="sample-figures-notice"
      >
        <Trans>
          These charts show made-up figures to preview the corporate dashboard. They are not the group’s
          results.
        </Trans>
      </Alert>
      <Stack gap="md">
        <MetricCard title={titles.byMonth}>
          {unit}
          <MetricChart
            kind="line"
            series={valueLabel}
            compare={false}
            points={months.map((row) => ({ label: row.name, value: row.value, previous: null }))}
          />
          <ChartFigures title={titles.byMonth} nameLabel={t`Month`} valueLabel={valueLabel} rows={months} />
        </MetricCard>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <MetricCard title={titles.byRegion}>
            {unit}
            <MetricChart kind="bar" rows={regions} series={valueLabel} />
            <ChartFigures
              title={titles.byRegion}
              nameLabel={t`Region`}
              valueLabel={valueLabel}
              rows={regions}
            />
          </MetricCard>
          <MetricCard title={titles.regionShare}>
            <MetricChart kind="donut" rows={regions} decimals={0} />
            <ChartFigures
              title={titles.regionShare}
              nameLabel={t`Region`}
              valueLabel={valueLabel}
              rows={regions}
              shareDecimals={0}
            />
          </MetricCard>
        </SimpleGrid>
      </Stack>
    </>
  );
}
